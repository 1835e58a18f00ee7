/**
 * A parser of `text/event-stream` (the HTML standard's "server-sent events" interpretation),
 * fed with whatever pieces the network hands over: a line, a field or even a CRLF pair may be
 * split between two chunks.
 */

/** One dispatched event of the stream. */
export interface ServerSentEvent {
  /** The last `id:` seen so far in the stream (ids carry over to later events that have none); '' if none. */
  id: string;
  /** `event:` of the event, `message` when it had none. */
  event: string;
  /** The `data:` lines joined with `\n`. */
  data: string;
}

export interface SseParserHandlers {
  onEvent: (event: ServerSentEvent) => void;
  /** A comment line (`:` first), e.g. the server's keep-alive; gets the text after the colon. */
  onComment?: (text: string) => void;
  /** A valid `retry:` field: the server's reconnection delay in milliseconds. */
  onRetry?: (milliseconds: number) => void;
}

export class SseParser {
  /** Text received but not yet ended by a line break. */
  private buffer = '';
  /** The last chunk ended with CR: an LF at the start of the next one belongs to that line break. */
  private skipLeadingLf = false;
  private data: string[] = [];
  private eventType = '';
  /** The `id:` buffer: taken over by the next empty line. */
  private lastEventId: string;
  /** The last event id of the stream: the id buffer as it was at the last empty line. */
  private committedId: string;
  private started = false;

  /** `lastEventId`: where a resumed stream starts (the `Last-Event-ID` it was asked with). */
  constructor(
    private readonly handlers: SseParserHandlers,
    lastEventId = '',
  ) {
    this.lastEventId = lastEventId;
    this.committedId = lastEventId;
  }

  /**
   * The id a reconnect sends as `Last-Event-ID`: the last `id:` of a block that was complete (ended
   * by an empty line). An id in a block cut off by a lost connection does not count, so that
   * block is replayed.
   */
  get lastId(): string {
    return this.committedId;
  }

  /** Feeds decoded text; complete lines are interpreted now, the rest waits for the next chunk. */
  push(text: string): void {
    let chunk = text;
    if (!this.started && chunk.length > 0) {
      this.started = true;
      // One byte-order mark at the very start of the stream is not part of the first field.
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    if (this.skipLeadingLf && chunk.startsWith('\n')) chunk = chunk.slice(1);
    this.skipLeadingLf = false;
    this.buffer += chunk;

    let start = 0;
    for (;;) {
      const lineEnd = this.nextLineBreak(start);
      if (lineEnd === -1) break;
      this.line(this.buffer.slice(start, lineEnd));
      if (this.buffer[lineEnd] === '\r') {
        if (lineEnd + 1 === this.buffer.length) {
          // CR ends this chunk: an LF may follow in the next one and must not count as an empty line.
          this.skipLeadingLf = true;
          start = lineEnd + 1;
          break;
        }
        start = this.buffer[lineEnd + 1] === '\n' ? lineEnd + 2 : lineEnd + 1;
      } else {
        start = lineEnd + 1;
      }
    }
    this.buffer = this.buffer.slice(start);
  }

  /**
   * The stream ended. An event not yet ended by an empty line is dropped, as the standard says:
   * the connection broke in the middle of it, and the reconnect replays it from `Last-Event-ID`.
   */
  end(): void {
    this.buffer = '';
    this.lastEventId = this.committedId;
    this.data = [];
    this.eventType = '';
    this.skipLeadingLf = false;
  }

  private nextLineBreak(from: number): number {
    const cr = this.buffer.indexOf('\r', from);
    const lf = this.buffer.indexOf('\n', from);
    if (cr === -1) return lf;
    if (lf === -1) return cr;
    return Math.min(cr, lf);
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) {
      this.handlers.onComment?.(line.slice(1));
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.data.push(value);
        break;
      case 'id':
        // An id with NUL is ignored (it could not be sent back in a header).
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.handlers.onRetry?.(Number(value));
        break;
      default:
        // Unknown fields are ignored.
        break;
    }
  }

  private dispatch(): void {
    const data = this.data;
    const eventType = this.eventType;
    this.data = [];
    this.eventType = '';
    this.committedId = this.lastEventId;
    // A block with no data line dispatches nothing (only its id stays remembered).
    if (data.length === 0) return;
    this.handlers.onEvent({ id: this.lastEventId, event: eventType || 'message', data: data.join('\n') });
  }
}
