import { moveLessonSection, sortLessonSections } from './order';

const section = (id: string, position: number, isHomework = false) => ({ id, position, isHomework });

describe('lesson section order', () => {
  it('puts the homework section last whatever its position', () => {
    const sorted = sortLessonSections([section('homework', 0, true), section('b', 2), section('a', 1)]);
    expect(sorted.map((item) => item.id)).toEqual(['a', 'b', 'homework']);
  });

  it('moves among the normal sections and gives the homework the last position', () => {
    const moved = moveLessonSection([section('a', 0), section('b', 1), section('homework', 2, true), section('c', 3)], 2, 0);
    expect(moved.map((item) => [item.id, item.position])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
      ['homework', 3],
    ]);
  });
});
