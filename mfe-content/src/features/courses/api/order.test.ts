import { aCourse } from '../../../test/courses';
import { moveCourse, reorderItems, sortByPosition } from './order';

describe('course order', () => {
  const a = aCourse({ name: 'A', position: 0 });
  const b = aCourse({ name: 'B', position: 1 });
  const c = aCourse({ name: 'C', position: 2 });

  it('sorts by numeric position, not by text', () => {
    const ten = aCourse({ name: 'ten', position: 10 });
    const two = aCourse({ name: 'two', position: 2 });
    expect(sortByPosition([ten, two]).map((course) => course.name)).toEqual(['two', 'ten']);
  });

  it('moves a course and renumbers every course by its new place', () => {
    const moved = moveCourse([a, b, c], 0, 2);
    expect(moved.map((course) => course.name)).toEqual(['B', 'C', 'A']);
    expect(moved.map((course) => course.position)).toEqual([0, 1, 2]);
  });

  it('leaves the list as it is for a move out of range', () => {
    expect(moveCourse([a, b], 0, 5).map((course) => course.name)).toEqual(['A', 'B']);
    expect(moveCourse([a, b], 1, 1).map((course) => course.name)).toEqual(['A', 'B']);
  });

  it('builds the reorder payload from ids and positions only', () => {
    expect(reorderItems(moveCourse([a, b], 1, 0))).toEqual([
      { id: b.id, position: 0 },
      { id: a.id, position: 1 },
    ]);
  });
});
