import { moveItem, reorderItems, sortByPosition } from './order';

const item = (id: string, position: number) => ({ id, position, name: id.toUpperCase() });

describe('order by position', () => {
  it('sorts by numeric position, not as text', () => {
    expect(sortByPosition([item('ten', 10), item('two', 2), item('nine', 9)]).map((entry) => entry.id)).toEqual(['two', 'nine', 'ten']);
  });

  it('moves an item and renumbers the whole list from zero', () => {
    const moved = moveItem([item('a', 3), item('b', 7), item('c', 12)], 2, 0);
    expect(moved.map((entry) => [entry.id, entry.position])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('keeps the other fields of each item', () => {
    expect(moveItem([item('a', 0), item('b', 1)], 0, 1)[1]).toEqual({ id: 'a', position: 1, name: 'A' });
  });

  it('changes nothing for a move out of range or onto itself', () => {
    const list = [item('a', 0), item('b', 1)];
    expect(moveItem(list, 0, 2)).toEqual(list);
    expect(moveItem(list, -1, 0)).toEqual(list);
    expect(moveItem(list, 1, 1)).toEqual(list);
  });

  it('sends ids and positions only', () => {
    expect(reorderItems([item('a', 0)])).toEqual([{ id: 'a', position: 0 }]);
  });
});
