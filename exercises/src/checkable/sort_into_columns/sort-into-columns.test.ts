import { checkAnswer, toStudentCopy, type StudentExercise } from '../../contract.js';
import { fixtureExercise } from '../../fixture.js';
import { describeExerciseType } from '../../testing/fixture-suite.js';
import { sortIntoColumnsFixtures } from './fixtures.js';

describeExerciseType(sortIntoColumnsFixtures);

describe('sort_into_columns flags', () => {
  it('follow the pile the student sees, so a player can mark each card', () => {
    const exercise = fixtureExercise(sortIntoColumnsFixtures.valid[0]);
    const { items } = toStudentCopy(exercise) as Extract<StudentExercise, { type: 'sort_into_columns' }>;
    const flags = checkAnswer(exercise, { columns: [['plum'], ['onion']] }).items;
    expect(items.filter((_, index) => flags[index])).toEqual(items.filter((item) => item === 'plum' || item === 'onion'));
    expect(flags).toHaveLength(items.length);
  });
});
