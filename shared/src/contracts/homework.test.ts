import { homeworkInputSchema, homeworkStatusInputSchema, homeworkStatusName, parseClassEvent } from './index.js';

const A = '5f0c8c1e-4b1a-4c5e-9d3f-2a7b6c8d9e01';
const B = '7a1d2e3f-5b6c-4d7e-8f90-1a2b3c4d5e6f';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.error?.issues ?? []).map((issue) => issue.message);

describe('homework contract', () => {
  it('needs at least one exercise and no exercise twice', () => {
    expect(homeworkInputSchema.safeParse({ exerciseIds: [A, B] }).success).toBe(true);
    expect(messages(homeworkInputSchema.safeParse({ exerciseIds: [] }))).toEqual(['homework.selectExercise']);
    expect(messages(homeworkInputSchema.safeParse({}))).toEqual(['homework.selectExercise']);
    expect(messages(homeworkInputSchema.safeParse({ exerciseIds: [A, A] }))).toEqual(['homework.duplicateExercise']);
  });

  it('takes the four status numbers only', () => {
    for (const status of [0, 1, 2, 3]) expect(homeworkStatusInputSchema.safeParse({ userId: A, status }).success).toBe(true);
    for (const status of [4, -1, 1.5, '2', null]) expect(messages(homeworkStatusInputSchema.safeParse({ userId: A, status }))).toEqual(['homework.status']);
    expect([0, 1, 2, 3, 9].map(homeworkStatusName)).toEqual(['notDone', 'inProgress', 'needsReview', 'done', 'notDone']);
  });

  it('reads a homework event of the class stream', () => {
    expect(parseClassEvent('7', 'homework', JSON.stringify({ action: 'status', homeworkId: A, number: 2, userId: B, status: 2 }))).toEqual({
      id: 7,
      type: 'homework',
      data: { action: 'status', homeworkId: A, number: 2, userId: B, status: 2 },
    });
    expect(parseClassEvent('8', 'homework', JSON.stringify({ action: 'renamed', homeworkId: A, number: 1 }))).toBeNull();
  });
});
