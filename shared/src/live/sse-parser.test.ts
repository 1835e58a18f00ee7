import { SseParser, type ServerSentEvent } from './sse-parser.js';

function parse(chunks: readonly string[], lastEventId = ''): { events: ServerSentEvent[]; comments: string[]; retries: number[]; parser: SseParser } {
  const events: ServerSentEvent[] = [];
  const comments: string[] = [];
  const retries: number[] = [];
  const parser = new SseParser({ onEvent: (event) => events.push(event), onComment: (text) => comments.push(text), onRetry: (ms) => retries.push(ms) }, lastEventId);
  for (const chunk of chunks) parser.push(chunk);
  return { events, comments, retries, parser };
}

/** Every way of cutting `text` in two. */
function everySplit(text: string): string[][] {
  return Array.from({ length: text.length + 1 }, (_, at) => [text.slice(0, at), text.slice(at)]);
}

describe('SseParser', () => {
  it('reads id, event and data, and calls an event without a type "message"', () => {
    const { events, parser } = parse(['id: 7\nevent: answer\ndata: {"a":1}\n\ndata: plain\n\n']);
    expect(events).toEqual([
      { id: '7', event: 'answer', data: '{"a":1}' },
      { id: '7', event: 'message', data: 'plain' },
    ]);
    expect(parser.lastId).toBe('7');
  });

  it('joins several data lines with a line feed and keeps empty ones', () => {
    const { events } = parse(['data: one\ndata:\ndata:  two\n\n']);
    expect(events).toEqual([{ id: '', event: 'message', data: 'one\n\n two' }]);
  });

  it('strips only one space after the colon, and takes a field without a colon as empty', () => {
    const { events } = parse(['data:no-space\n\ndata\n\n']);
    expect(events.map((event) => event.data)).toEqual(['no-space', '']);
  });

  it('treats comment lines apart and dispatches nothing for them', () => {
    const { events, comments } = parse([': keep-alive\n\n:\n\n']);
    expect(events).toEqual([]);
    expect(comments).toEqual([' keep-alive', '']);
  });

  it('ends lines with CRLF, LF or CR alike', () => {
    const { events } = parse(['id: 1\r\ndata: a\r\n\r\nid: 2\rdata: b\r\rid: 3\ndata: c\n\n']);
    expect(events).toEqual([
      { id: '1', event: 'message', data: 'a' },
      { id: '2', event: 'message', data: 'b' },
      { id: '3', event: 'message', data: 'c' },
    ]);
  });

  it('gives the same events wherever the stream is cut into chunks, including inside CRLF', () => {
    const stream = 'id: 41\r\nevent: answer\r\ndata: {"x":\r\ndata: 2}\r\n\r\n: ping\r\nid: 42\r\ndata: last\r\n\r\n';
    const whole = parse([stream]).events;
    expect(whole).toHaveLength(2);
    for (const split of everySplit(stream)) expect(parse(split).events).toEqual(whole);
    // One character at a time.
    expect(parse([...stream]).events).toEqual(whole);
  });

  it('does not count a CR at the end of a chunk and the LF opening the next as two line breaks', () => {
    const { events } = parse(['data: a\r', '\ndata: b\r\n', '\r\n']);
    expect(events).toEqual([{ id: '', event: 'message', data: 'a\nb' }]);
  });

  it('carries the last id over to later events and resets it with an empty id', () => {
    const { events } = parse(['id: 5\ndata: a\n\ndata: b\n\nid\ndata: c\n\n']);
    expect(events.map((event) => event.id)).toEqual(['5', '5', '']);
  });

  it('ignores an id holding NUL', () => {
    const { events } = parse(['id: 3\ndata: a\n\nid: 4\0x\ndata: b\n\n']);
    expect(events.map((event) => event.id)).toEqual(['3', '3']);
  });

  it('moves the last id with a block that has an id but no data, dispatching nothing', () => {
    const { events, parser } = parse(['id: 9\n\n']);
    expect(events).toEqual([]);
    expect(parser.lastId).toBe('9');
  });

  it('does not count the id of a block the stream cut off, and drops that block', () => {
    const { events, parser } = parse(['id: 1\ndata: a\n\nid: 2\ndata: b\n'], '0');
    parser.end();
    expect(events).toEqual([{ id: '1', event: 'message', data: 'a' }]);
    expect(parser.lastId).toBe('1');
  });

  it('starts from the id it resumes from', () => {
    const { events, parser } = parse([': hello\n\n'], '12');
    expect(parser.lastId).toBe('12');
    expect(parse(['data: x\n\n'], '12').events[0]?.id).toBe('12');
    expect(events).toEqual([]);
  });

  it('reports a retry made of digits only', () => {
    expect(parse(['retry: 2500\n\nretry: 1e3\n\nretry: -1\n\n']).retries).toEqual([2500]);
  });

  it('ignores unknown fields and a byte-order mark at the start', () => {
    const { events } = parse(['\uFEFFdata: a\nfoo: bar\n\n']);
    expect(events).toEqual([{ id: '', event: 'message', data: 'a' }]);
  });

  it('resets the event type after each event', () => {
    const { events } = parse(['event: reset\ndata: 1\n\ndata: 2\n\n']);
    expect(events.map((event) => event.event)).toEqual(['reset', 'message']);
  });
});
