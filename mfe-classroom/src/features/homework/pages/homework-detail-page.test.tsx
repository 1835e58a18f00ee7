import { act, screen, waitFor, within } from '@testing-library/react';
import { setImmediate as realImmediate } from 'node:timers';
import { applyStreamEvent } from '@school/shared/live';
import { fakeServer, renderPage, type Call, type Reply } from '@school/shared/testing';
import type { ClassDetail } from '../../../api/class-queries';
import { aClassDetail, STAMP } from '../../../test/classes';
import { aHomework, aStatus, OTHER_STUDENT } from '../../../test/homework';
import { resetSession, signInAsStudent, signInAsTeacher, STUDENT_ID, toasts } from '../../../test/session';
import { classEventRoutes } from '../../classroom';
import type { HomeworkDetail } from '../api/homework-api';
import HomeworkDetailPage from './homework-detail-page';

const students = [
  { id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student' },
  { id: OTHER_STUDENT, firstName: 'Petro', lastName: 'Pupil' },
];

interface Serve {
  klass: ClassDetail;
  homework: () => HomeworkDetail | Reply;
  answers?: Record<string, Record<string, unknown>>;
  extra?: (call: Call) => Reply | undefined;
}

function serve({ klass, homework, answers = {}, extra }: Serve): Call[] {
  return fakeServer((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url === `classes/${klass.id}`) return { status: 200, data: { data: klass } };
    if (call.url === `classes/${klass.id}/answers`) return { status: 200, data: { data: answers } };
    if (call.method === 'GET' && call.url.startsWith(`classes/${klass.id}/homework/`)) {
      const current = homework();
      return 'status' in current && typeof current.status === 'number' && !('id' in current) ? (current as Reply) : { status: 200, data: { data: current } };
    }
    return { status: 404, data: { statusCode: 404, message: 'Not here' } };
  });
}

const renderDetail = (klass: ClassDetail, homeworkId: string, options: { fakeTimers?: boolean } = {}) =>
  renderPage(<HomeworkDetailPage />, { path: '/classes/:id/homework/:homeworkId', url: `/classes/${klass.id}/homework/${homeworkId}`, ...options });

/** Lets the in-memory IndexedDB (Node's own setImmediate, not the faked timers) and promises move until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
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
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});
afterEach(resetSession);

describe('homework, for a student', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers with the classroom’s autosave, waits for the save, then sends it to check', async () => {
    signInAsStudent();
    const klass = aClassDetail({ accessType: 'student' });
    let homework = aHomework(klass.id, { userStatuses: [aStatus(STUDENT_ID, 0)], currentUserStatus: 0 });
    const first = homework.exercises[0]!.exercise;
    const calls = serve({
      klass,
      homework: () => homework,
      extra: (call) => {
        if (call.method === 'PUT' && call.url.endsWith('/send-to-check')) {
          homework = { ...homework, status: 2, currentUserStatus: 2, userStatuses: [aStatus(STUDENT_ID, 2)] };
          return { status: 200, data: { data: homework } };
        }
        if (call.method === 'PUT') return { status: 200, data: { data: { answer: call.body, revision: 1, score: { correct: 1, total: 2, items: [true, false] }, savedAt: STAMP } } };
        return undefined;
      },
    });
    const { user } = renderDetail(klass, homework.id, { fakeTimers: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Homework 1' })).toBeInTheDocument();
    expect(screen.getByText('Not done')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: /Statements 1/ });
    const statement = await within(card).findByRole('group', { name: /Kyiv is a city \(1\)/ });
    await user.click(within(statement).getByRole('radio', { name: 'True' }));
    // Not sent while an answer is on its way: the teacher reviews what the student gave.
    expect(screen.getByRole('button', { name: 'Send to check' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await until(() => calls.some((call) => call.method === 'PUT'));
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe(`classes/${klass.id}/answers/${first.id}`);
    await until(() => within(card).queryByText('Saved') !== null);
    await until(() => !(screen.getByRole('button', { name: 'Send to check' }) as HTMLButtonElement).disabled);
    await user.click(screen.getByRole('button', { name: 'Send to check' }));
    await until(() => screen.queryByText('Sent to check: your teacher will review it.') !== null);
    expect(calls.some((call) => call.method === 'PUT' && call.url === `classes/${klass.id}/homework/${homework.id}/send-to-check`)).toBe(true);
    expect(toasts()).toContain('success: Homework sent to check');
    // Sent: the answers only show until the teacher opens them again.
    expect(within(statement).getByRole('radio', { name: 'True' })).toBeDisabled();
  });

  it('says the spec’s text when the homework is gone (404)', async () => {
    signInAsStudent();
    const klass = aClassDetail({ accessType: 'student' });
    serve({ klass, homework: () => ({ status: 404, data: { statusCode: 404, message: 'Homework not found' } }) });
    renderDetail(klass, 'b0000000-0000-4000-8000-000000000009');
    await until(() => screen.queryByRole('alert') !== null);
    expect(screen.getByRole('alert')).toHaveTextContent('Homework not found: it may have been deleted');
    expect(screen.getByRole('link', { name: 'All homework of the class' })).toHaveAttribute('href', `/classes/${klass.id}/homework`);
  });
});

describe('homework, for the teacher', () => {
  it('opens on the student waiting for review, with their scored answers, and sets their status', async () => {
    signInAsTeacher();
    const klass = aClassDetail({ type: 'group', students });
    let homework = aHomework(klass.id, { status: 2, userStatuses: [aStatus(STUDENT_ID, 0), aStatus(OTHER_STUDENT, 2)] });
    const first = homework.exercises[0]!.exercise;
    const calls = serve({
      klass,
      homework: () => homework,
      answers: { [OTHER_STUDENT]: { [first.id]: { answer: { items: [true, true] }, revision: 2, score: { correct: 1, total: 2, items: [true, false] }, savedAt: STAMP } } },
      extra: (call) => {
        if (call.method !== 'PUT') return undefined;
        homework = { ...homework, userStatuses: [aStatus(STUDENT_ID, 0), aStatus(OTHER_STUDENT, 3)] };
        return { status: 200, data: { data: homework } };
      },
    });
    const { user } = renderDetail(klass, homework.id);
    expect(await screen.findByRole('heading', { level: 2, name: 'Answers of Petro Pupil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Petro Pupil/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Petro: 1 of 2 correct')).toBeInTheDocument();
    expect(screen.getByText('1 sent, 0 done of 2')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status of Petro Pupil'), 'Done');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ userId: OTHER_STUDENT, status: 3 });
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe(`classes/${klass.id}/homework/${homework.id}/status`);
    expect(await screen.findByText('0 sent, 1 done of 2')).toBeInTheDocument();
    expect(toasts()).toContain('success: Status of Petro Pupil: Done');
    // Another student is a click away.
    await user.click(screen.getByRole('button', { name: /Sofia Student/ }));
    expect(await screen.findAllByText('Sofia has not answered yet')).toHaveLength(2);
  });

  it('removes an exercise after the confirmation and adds others from the picker', async () => {
    signInAsTeacher();
    const klass = aClassDetail({ type: 'group', students });
    const homework = aHomework(klass.id);
    const [kept, removed] = homework.exercises;
    const calls = serve({
      klass,
      homework: () => homework,
      extra: (call) => {
        if (call.url === `classes/${klass.id}/homework/choices`) {
          const exercise = (item: typeof kept) => ({ id: item!.exerciseId, type: 'true_false', title: item!.exercise.title, position: 1 });
          return { status: 200, data: { data: [{ lessonId: kept!.lessonId, lessonName: 'Present simple', courseId: kept!.courseId, courseName: 'English B1', isCurrent: true, sections: [{ id: kept!.lessonSectionId, position: 1, isHomework: false, exercises: [exercise(kept), exercise(removed), { id: '80000000-0000-4000-8000-000000000007', type: 'true_false', title: 'Statements 7', position: 3 }] }] }] } };
        }
        if (call.method === 'DELETE') return { status: 200, data: { data: homework } };
        if (call.method === 'POST') return { status: 200, data: { data: homework } };
        return undefined;
      },
    });
    const { user } = renderDetail(klass, homework.id);
    await user.click(await screen.findByRole('button', { name: 'Remove the exercise Statements 2 from the homework' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the exercise?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toasts()).toContain('success: Exercise removed from the homework'));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`classes/${klass.id}/homework/${homework.id}/exercises/${removed!.exerciseId}`);
    expect(toasts()).toContain('success: Exercise removed from the homework');

    await user.click(screen.getByRole('button', { name: 'Add exercises' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add exercises to the homework' });
    // What the homework holds is shown ticked and cannot be chosen twice.
    expect(await within(dialog).findByRole('checkbox', { name: /Statements 1/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Statements 7' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toasts()).toContain('success: 1 exercise added'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ exerciseId: '80000000-0000-4000-8000-000000000007' }]);
    expect(screen.queryByRole('dialog', { name: 'Add exercises to the homework' })).not.toBeInTheDocument();
  });

  it('reads the homework again when the class’s stream says it changed', async () => {
    signInAsTeacher();
    const klass = aClassDetail({ type: 'group', students });
    let homework = aHomework(klass.id, { userStatuses: [aStatus(STUDENT_ID, 0), aStatus(OTHER_STUDENT, 0)] });
    serve({ klass, homework: () => homework });
    const { queryClient } = renderDetail(klass, homework.id);
    expect(await screen.findByText('0 sent, 0 done of 2')).toBeInTheDocument();
    homework = { ...homework, status: 2, userStatuses: [aStatus(STUDENT_ID, 2), aStatus(OTHER_STUDENT, 0)] };
    await act(() =>
      applyStreamEvent(queryClient, { id: '9', event: 'homework', data: JSON.stringify({ action: 'status', homeworkId: homework.id, number: 1, userId: STUDENT_ID, status: 2 }) }, classEventRoutes(klass.id, true)),
    );
    expect(await screen.findByText('1 sent, 0 done of 2')).toBeInTheDocument();
  });

  it('reads the homework again when a student’s answer arrives (their first answer makes it “in progress”, with no homework event)', async () => {
    signInAsTeacher();
    const klass = aClassDetail({ type: 'group', students });
    let homework = aHomework(klass.id, { userStatuses: [aStatus(STUDENT_ID, 0), aStatus(OTHER_STUDENT, 0)] });
    serve({ klass, homework: () => homework });
    const { queryClient } = renderDetail(klass, homework.id);
    expect(await screen.findByRole('button', { name: /Sofia Student.*Not done/ })).toBeInTheDocument();
    homework = { ...homework, status: 1, userStatuses: [aStatus(STUDENT_ID, 1), aStatus(OTHER_STUDENT, 0)] };
    const first = homework.exercises[0]!.exercise;
    await act(() =>
      applyStreamEvent(
        queryClient,
        { id: '10', event: 'answer', data: JSON.stringify({ studentId: STUDENT_ID, exerciseId: first.id, answer: { items: [true, null] }, revision: 1, score: { correct: 1, total: 2, items: [true, false] }, savedAt: STAMP }) },
        classEventRoutes(klass.id, true),
      ),
    );
    expect(await screen.findByRole('button', { name: /Sofia Student.*In progress/ })).toBeInTheDocument();
  });
});
