import { act, screen, within } from '@testing-library/react';
import { setImmediate as realImmediate } from 'node:timers';
import { applyStreamEvent } from '@school/shared/live';
import { fakeServer, renderPage, type Call, type Reply } from '@school/shared/testing';
import { aClassDetail, aClassSection, aTrueFalse, STAMP } from '../../../test/classes';
import { resetSession, signInAsStudent, signInAsTeacher, STUDENT_ID } from '../../../test/session';
import type { ClassDetail } from '../../../api/class-queries';
import { classEventRoutes } from '../hooks/use-class-live';
import ClassroomPage from './classroom-page';

const OTHER_STUDENT = '00000000-0000-4000-8000-00000000000c';
const first = aTrueFalse(1, '90000000-0000-4000-8000-000000000001');
const second = aTrueFalse(2, '90000000-0000-4000-8000-000000000001');
const homework = aTrueFalse(3, '90000000-0000-4000-8000-000000000000');
const sections = [aClassSection(0, [homework], true), aClassSection(1, [first, second])];

function aLessonClass(overrides: Partial<ClassDetail> = {}): ClassDetail {
  return aClassDetail({
    name: 'English B1',
    type: 'group',
    student: null,
    group: { id: '30000000-0000-4000-8000-000000000001', name: 'B1 evening' },
    students: [
      { id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student' },
      { id: OTHER_STUDENT, firstName: 'Petro', lastName: 'Pupil' },
    ],
    roomUrl: 'https://meet.example/b1',
    courseLesson: { id: 'a0000000-0000-4000-8000-000000000001', name: 'Present simple', courseId: '50000000-0000-4000-8000-000000000001', courseName: 'English B1', courseLanguage: 'en', sectionId: '60000000-0000-4000-8000-000000000001', sections: sections as never },
    ...overrides,
  });
}

const sofiasAnswer = { answer: { items: [true, true] }, revision: 3, score: { correct: 1, total: 2, items: [true, false] }, savedAt: STAMP };

interface Serve {
  klass?: ClassDetail;
  answers?: Record<string, Record<string, unknown>>;
  extra?: (call: Call) => Reply | undefined;
}

function serve({ klass = aLessonClass(), answers = {}, extra }: Serve = {}): Call[] {
  return fakeServer((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url === `classes/${klass.id}`) return { status: 200, data: { data: klass } };
    if (call.url === `classes/${klass.id}/answers`) return { status: 200, data: { data: answers } };
    if (call.url === `classes/${klass.id}/exercises/hidden`) return { status: 200, data: { data: { hiddenExerciseIds: [] } } };
    return { status: 404, data: { statusCode: 404, message: 'Not here' } };
  });
}

function renderClassroom(klass: ClassDetail, options: { fakeTimers?: boolean } = {}) {
  return renderPage(<ClassroomPage />, { path: '/classes/:id', url: `/classes/${klass.id}`, ...options });
}

/** Lets the in-memory IndexedDB (Node's own setImmediate, not the faked timers) and promises move until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
  // Rounds of the event loop, not time: a busy machine only makes each round slower.
  for (let round = 0; round < 1000; round += 1) {
    if (condition()) return;
    await act(async () => {
      await new Promise<void>((resolve) => realImmediate(resolve));
      await jest.advanceTimersByTimeAsync(0);
    });
  }
  throw new Error(`Never happened: ${condition.toString()}`);
}

beforeEach(() => {
  resetSession();
  // The event stream stays connecting: these tests feed events to the cache themselves.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});
afterEach(resetSession);

describe('the classroom, for the teacher', () => {
  it('opens on the first student and the first section that is not homework, with the meeting link in a new tab', async () => {
    signInAsTeacher();
    const klass = aLessonClass();
    serve({ klass, answers: { [STUDENT_ID]: { [first.id]: sofiasAnswer } } });
    renderClassroom(klass);
    expect(await screen.findByRole('heading', { level: 1, name: 'English B1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sofia Student' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Section 1/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Homework/ })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('heading', { level: 3, name: 'Statements 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Statements 3' })).not.toBeInTheDocument();
    expect(await screen.findByText('Sofia: 1 of 2 correct')).toBeInTheDocument();
    const join = screen.getByRole('link', { name: /Join the meeting/ });
    expect(join).toHaveAttribute('href', 'https://meet.example/b1');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a student’s new answer as the event stream brings it, without reading again', async () => {
    signInAsTeacher();
    const klass = aLessonClass();
    const calls = serve({ klass });
    const { queryClient } = renderClassroom(klass);
    expect(await screen.findAllByText('Sofia has not answered yet')).toHaveLength(2);
    const reads = calls.length;
    await act(() =>
      applyStreamEvent(
        queryClient,
        { id: '7', event: 'answer', data: JSON.stringify({ studentId: STUDENT_ID, exerciseId: first.id, ...sofiasAnswer }) },
        classEventRoutes(klass.id, true),
      ),
    );
    expect(await screen.findByText('Sofia: 1 of 2 correct')).toBeInTheDocument();
    // Nothing is read again but the side panel's incorrect words (a scored answer may change them).
    expect(calls.slice(reads).filter((call) => !call.url.endsWith('/incorrect-words'))).toEqual([]);
    // Another student's answers are a click away.
    await act(() => screen.getByRole('button', { name: 'Petro Pupil' }).click());
    expect(await screen.findAllByText('Petro has not answered yet')).toHaveLength(2);
  });

  it('hides an exercise from students at once, and says so', async () => {
    signInAsTeacher();
    const klass = aLessonClass();
    const calls = serve({ klass, extra: (call) => (call.method === 'PUT' ? { status: 200, data: { data: { isHidden: true } } } : undefined) });
    const { user } = renderClassroom(klass);
    await user.click(await screen.findByRole('button', { name: 'Hide the exercise Statements 1 from students' }));
    const card = screen.getByRole('article', { name: /Statements 1/ });
    expect(await within(card).findByText('Hidden from students')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT' && call.url === `classes/${klass.id}/exercises/${first.id}/toggle-visibility`)).toBe(true);
    expect(within(card).getByRole('button', { name: 'Show the exercise Statements 1 to students' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('comments on an exercise to the watched student', async () => {
    signInAsTeacher();
    const klass = aLessonClass();
    let comments: unknown[] = [];
    const calls = serve({
      klass,
      extra: (call) => {
        if (!call.url.endsWith('/comments')) return undefined;
        if (call.method === 'POST') {
          comments = [{ id: 'c0000000-0000-4000-8000-000000000001', exerciseId: first.id, message: 'Look again', author: { id: klass.teacher?.id, firstName: 'Taras', lastName: 'Teacher' }, recipientId: STUDENT_ID, createdAt: STAMP }];
          return { status: 201, data: { data: comments[0] } };
        }
        return { status: 200, data: { data: { comments, canComment: true, isTeacher: true } } };
      },
    });
    const { user } = renderClassroom(klass);
    const card = await screen.findByRole('article', { name: /Statements 1/ });
    await user.click(within(card).getByRole('button', { name: 'Comments' }));
    expect(await within(card).findByText('No comments yet.')).toBeInTheDocument();
    expect(within(card).getByLabelText('To')).toHaveValue(STUDENT_ID);
    await user.type(within(card).getByLabelText('Comment'), 'Look again');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    expect(await within(card).findByText('Look again')).toBeInTheDocument();
    expect(within(card).getByText(/to Sofia Student/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ message: 'Look again', recipientId: STUDENT_ID });
  });

  it('shows the spec’s message when the class cannot be loaded', async () => {
    signInAsTeacher();
    fakeServer(() => ({ status: 404, data: { statusCode: 404, message: 'Class not found' } }));
    renderPage(<ClassroomPage />, { path: '/classes/:id', url: '/classes/40000000-0000-4000-8000-000000000099' });
    expect(await screen.findByText('Error loading the class')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the classroom, for a student', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('saves an answer 2 s after the last edit, with its revision, and shows it saved and scored', async () => {
    signInAsStudent();
    const klass = aLessonClass({ accessType: 'student' });
    const calls = serve({
      klass,
      extra: (call) =>
        call.method === 'PUT'
          ? { status: 200, data: { data: { answer: call.body, revision: Number(call.config.headers['X-Answer-Revision'] ?? call.config.headers['x-answer-revision']), score: { correct: 2, total: 2, items: [true, true] }, savedAt: STAMP } } }
          : undefined,
    });
    const { user } = renderClassroom(klass, { fakeTimers: true });
    const card = await screen.findByRole('article', { name: /Statements 1/ });
    expect(screen.queryByRole('button', { name: 'Sofia Student' })).not.toBeInTheDocument();
    const statement = await within(card).findByRole('group', { name: /Kyiv is a city \(1\)/ });
    await user.click(within(statement).getByRole('radio', { name: 'True' }));
    expect(within(card).getByText('Saving…')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1));
    await until(() => calls.some((call) => call.method === 'PUT'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`classes/${klass.id}/answers/${first.id}`);
    expect(put?.body).toEqual({ items: [true, null] });
    expect(Number(put?.config.headers['X-Answer-Revision'] ?? put?.config.headers['x-answer-revision'])).toBeGreaterThan(0);
    await until(() => within(card).queryByText('Saved') !== null);
    // The score comes from the stored answer through the query cache, a render after the queue's
    // status: wait for it too rather than assume one render carries both.
    await until(() => within(card).queryByText('2 of 2 correct') !== null);
  });
});
