import {
  answerRevisionSchema,
  classInputSchema,
  commentInputSchema,
  parseClassEvent,
  roomUrlInputSchema,
} from './index.js';

const TEACHER = '5f0c8c1e-4b1a-4c5e-9d3f-2a7b6c8d9e01';
const STUDENT = '7a1d2e3f-5b6c-4d7e-8f90-1a2b3c4d5e6f';

const fieldErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0] ?? '_'), issue.message]));

describe('class input', () => {
  it('needs the student of a personal class and the group of a group class, and refuses the other', () => {
    expect(classInputSchema.safeParse({ name: 'Anna, B1', type: 'personal', teacherId: TEACHER, studentId: STUDENT }).success).toBe(true);
    expect(fieldErrors(classInputSchema.safeParse({ name: 'Anna, B1', type: 'personal', teacherId: TEACHER }))).toEqual({ studentId: 'validation.required' });
    expect(fieldErrors(classInputSchema.safeParse({ name: 'Group', type: 'group', teacherId: TEACHER, studentId: STUDENT }))).toEqual({
      groupId: 'validation.required',
      studentId: 'classroom.notForType',
    });
    expect(fieldErrors(classInputSchema.safeParse({ name: 'x', type: 'online', teacherId: 'me' }))).toMatchObject({
      name: 'validation.minLength',
      type: 'classroom.type',
      teacherId: 'validation.id',
    });
  });

  it('takes http and https room links only, and blank as null', () => {
    expect(roomUrlInputSchema.parse({ roomUrl: ' https://meet.example.com/abc ' })).toEqual({ roomUrl: 'https://meet.example.com/abc' });
    expect(roomUrlInputSchema.parse({ roomUrl: '' })).toEqual({ roomUrl: null });
    expect(roomUrlInputSchema.parse({ roomUrl: null })).toEqual({ roomUrl: null });
    for (const roomUrl of ['javascript:alert(1)', 'ftp://files.example.com', 'meet.example.com', 'https://']) {
      expect(fieldErrors(roomUrlInputSchema.safeParse({ roomUrl }))).toEqual({ roomUrl: 'classroom.roomUrl' });
    }
  });
});

describe('answers and comments', () => {
  it('reads the revision header as a whole number from 0', () => {
    expect(answerRevisionSchema.parse('12')).toBe(12);
    expect(answerRevisionSchema.parse(' 7 ')).toBe(7);
    for (const value of ['-1', '1.5', 'abc', '', '1e3', undefined, 3]) expect(answerRevisionSchema.safeParse(value).success).toBe(false);
  });

  it('keeps comments from 1 to 2,000 characters, to a student or to everyone', () => {
    expect(commentInputSchema.parse({ message: ' Well done ' })).toEqual({ message: 'Well done', recipientId: null });
    expect(fieldErrors(commentInputSchema.safeParse({ message: '   ' }))).toEqual({ message: 'validation.required' });
    expect(fieldErrors(commentInputSchema.safeParse({ message: 'x'.repeat(2001) }))).toEqual({ message: 'classroom.commentTooLong' });
    expect(commentInputSchema.safeParse({ message: 'x'.repeat(2000), recipientId: STUDENT }).success).toBe(true);
  });
});

describe('live events', () => {
  it('parses known events and drops unknown types and broken payloads', () => {
    expect(parseClassEvent('4', 'visibility', JSON.stringify({ exerciseId: STUDENT, isHidden: true }))).toEqual({
      id: 4,
      type: 'visibility',
      data: { exerciseId: STUDENT, isHidden: true },
    });
    expect(parseClassEvent('5', 'party', '{}')).toBeNull();
    expect(parseClassEvent('6', 'visibility', '{"exerciseId":1}')).toBeNull();
    expect(parseClassEvent('7', 'visibility', 'not json')).toBeNull();
  });
});
