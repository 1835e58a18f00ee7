import type { Active, DragEndEvent, Over } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import { moveOnDrop, reorderAnnouncements } from './drag';

const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const names: Record<string, string> = { a: 'Alphabet', b: 'Greetings', c: 'Numbers' };
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;
const drop = (from: string, to: string | null) => ({ active: active(from), over: to ? over(to) : null }) as DragEndEvent;

// The catalogue's text is not under test: the key and the values handed to it are.
const t = ((key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`) as unknown as TFunction<'content'>;

describe('a drop as a move', () => {
  it('moves the dragged item to the index of the item it was dropped on', () => {
    const onMove = jest.fn();
    moveOnDrop(items, onMove)(drop('a', 'c'));
    expect(onMove).toHaveBeenCalledWith(0, 2);
  });

  it('does nothing when dropped on itself, outside the list or on something unknown', () => {
    const onMove = jest.fn();
    const onDrop = moveOnDrop(items, onMove);
    onDrop(drop('b', 'b'));
    onDrop(drop('b', null));
    onDrop(drop('b', 'gone'));
    expect(onMove).not.toHaveBeenCalled();
  });
});

describe('what a screen reader hears while dragging', () => {
  const say = reorderAnnouncements(t, 'reorder', items, (id) => names[String(id)] ?? '');

  it('names the item and its place out of the total, from the given catalogue group', () => {
    expect(say.onDragStart({ active: active('b') })).toBe('reorder.pickedUp {"name":"Greetings","position":2,"total":3}');
    expect(say.onDragOver({ active: active('b'), over: over('c') })).toBe('reorder.movedOver {"name":"Greetings","position":3,"total":3}');
    expect(say.onDragEnd({ active: active('b'), over: over('a') })).toBe('reorder.dropped {"name":"Greetings","position":1,"total":3}');
  });

  it('says the move was cancelled when the item is dropped outside or the drag is cancelled', () => {
    expect(say.onDragEnd({ active: active('c'), over: null })).toBe('reorder.cancelled {"name":"Numbers"}');
    expect(say.onDragCancel({ active: active('c'), over: null })).toBe('reorder.cancelled {"name":"Numbers"}');
    expect(say.onDragOver({ active: active('c'), over: null })).toBeUndefined();
  });
});
