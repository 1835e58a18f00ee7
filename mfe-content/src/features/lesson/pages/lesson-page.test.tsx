import { screen, waitFor, within } from '@testing-library/react';
import { appStore, sessionAtom, toastsAtom } from '@school/shared';
import type { Lesson, LessonSection, Section } from '@school/shared/contracts';
import { type Call, deferred, fakeServer, renderPage, type Reply } from '@school/shared/testing';
import type { Exercise, StudentExercise } from '@school/exercises';
import { EXERCISE_REGISTRY, toStudentCopy } from '@school/exercises';
import { aCourse } from '../../../test/courses';
import { signInAs } from '../../../test/session';
import { LessonPage } from './lesson-page';

const COURSE = '10000000-0000-4000-8000-0000000000c1';
const SECTION = '20000000-0000-4000-8000-000000000001';
const LESSON = '30000000-0000-4000-8000-000000000001';
const BASE = `courses/${COURSE}/sections/${SECTION}/lessons/${LESSON}/sections`;
const STAMP = '2026-03-01T09:00:00.000Z';

const lesson: Lesson = { id: LESSON, courseId: COURSE, sectionId: SECTION, name: 'Present simple', description: '', position: 0, createdAt: STAMP, updatedAt: STAMP };
const section: Section = { id: SECTION, courseId: COURSE, name: 'Unit 1', description: '', position: 0, lessons: [lesson], createdAt: STAMP, updatedAt: STAMP };

function aLessonSection(n: number, overrides: Partial<LessonSection> = {}): LessonSection {
  return { id: `40000000-0000-4000-8000-00000000000${n}`, lessonId: LESSON, position: n, isHomework: false, createdAt: STAMP, updatedAt: STAMP, ...overrides };
}

function aNote(n: number, lessonSectionId: string, text: string, visibleToStudent: boolean): Exercise {
  return {
    id: `60000000-0000-4000-8000-00000000000${n}`,
    lessonSectionId,
    position: n,
    type: 'notify',
    title: '',
    instruction: '',
    text,
    color: 'yellow',
    visibleToStudent,
    createdAt: STAMP,
    updatedAt: STAMP,
  } as Exercise;
}

function aTrueFalse(n: number, lessonSectionId: string): Exercise {
  return {
    id: `50000000-0000-4000-8000-00000000000${n}`,
    lessonSectionId,
    position: n,
    type: 'true_false',
    title: `Statements ${n}`,
    instruction: '',
    items: [
      { statement: `Kyiv is a city (${n})`, correct: true },
      { statement: `Water is dry (${n})`, correct: false },
    ],
    createdAt: STAMP,
    updatedAt: STAMP,
  } as Exercise;
}

// The homework section comes first by position on purpose: the page must still show it last.
const homework = aLessonSection(0, { isHomework: true });
const first = aLessonSection(1);
const second = aLessonSection(2);

interface World {
  course?: ReturnType<typeof aCourse>;
  lessonSections?: LessonSection[];
  exercises?: Record<string, Array<Exercise | StudentExercise>>;
  extra?: (call: Call) => Reply | Promise<Reply> | undefined;
}

function serve({ course = aCourse({ id: COURSE, name: 'English A1' }), lessonSections = [homework, first, second], exercises = {}, extra }: World = {}) {
  return fakeServer(async (call) => {
    const answer = await extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url === `courses/${COURSE}`) return { status: 200, data: { data: course } };
    if (call.method === 'GET' && call.url === `courses/${COURSE}/sections`) return { status: 200, data: { data: [section] } };
    if (call.method === 'GET' && call.url === BASE) return { status: 200, data: { data: lessonSections } };
    const one = lessonSections.find((candidate) => call.url === `${BASE}/${candidate.id}`);
    if (call.method === 'GET' && one) return { status: 200, data: { data: { ...one, exercises: exercises[one.id] ?? [] } } };
    return { status: 404, data: { message: `no route ${call.method} ${call.url}` } };
  });
}

// The players load lazily, one module per type; the first load of one is slow on a busy machine.
// The tests still wait for a condition, only for longer than the default second.
jest.setTimeout(30_000);
const PLAYER = { timeout: 10_000 };

const renderLesson = () => renderPage(<LessonPage />, { path: '/courses/:id/lessons/:lessonId', url: `/courses/${COURSE}/lessons/${LESSON}` });

const sectionButtons = () => within(screen.getByRole('list', { name: 'Sections of this lesson' })).getAllByRole('button', { name: /^(Section \d+|Homework)$/ });
const exerciseTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

beforeEach(() => {
  appStore.set(toastsAtom, []);
  signInAs('staff', ['teacher']);
});

afterEach(() => {
  appStore.set(sessionAtom, { restored: true, signedIn: false, user: null, permissions: [], school: null });
});

describe('lesson page', () => {
  it('selects the first section after load and lists the homework section last whatever its position', async () => {
    serve({ exercises: { [first.id]: [aTrueFalse(1, first.id)] } });
    renderLesson();

    expect(await screen.findByRole("heading", { level: 1, name: "Present simple" })).toBeInTheDocument();
    expect(sectionButtons().map((button) => button.textContent)).toEqual(['Section 1', 'Section 2', 'Homework']);
    expect(screen.getByRole('button', { name: 'Section 1' })).toHaveAttribute('aria-current', 'true');
    expect(await screen.findByRole('heading', { level: 3, name: 'Statements 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English A1' })).toHaveAttribute('href', `/courses/${COURSE}`);
  });

  it('keeps the homework section last after a reorder and sends it the last position', async () => {
    const calls = serve({
      extra: (call) => (call.method === 'PATCH' && call.url === `${BASE}/reorder` ? { status: 200, data: { data: [] } } : undefined),
    });
    const { user } = renderLesson();
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Move up Section 2' }));

    // The sections are named by their place, so the moved one is now "Section 1": the ids tell them apart.
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const reorder = calls.find((call) => call.method === 'PATCH');
    expect(reorder?.body).toEqual({
      items: [
        { id: second.id, position: 0 },
        { id: first.id, position: 1 },
        { id: homework.id, position: 2 },
      ],
    });
    const list = screen.getByRole('list', { name: 'Sections of this lesson' });
    const order = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-lesson-section'));
    expect(order).toEqual([second.id, first.id, homework.id]);
    expect(sectionButtons().at(-1)).toHaveTextContent('Homework');
    // The selection follows the section, not its place.
    expect(within(list).getAllByRole('listitem')[1]).toContainElement(screen.getByRole('button', { current: true }));
  });

  it('reorders exercises at once, before the server answers, and saves the new positions', async () => {
    const pending = deferred<Reply>();
    const calls = serve({
      exercises: { [first.id]: [aTrueFalse(1, first.id), aTrueFalse(2, first.id), aTrueFalse(3, first.id)] },
      extra: (call) => (call.method === 'PATCH' && call.url.endsWith('/exercises/reorder') ? pending.promise : undefined),
    });
    const { user } = renderLesson();
    await screen.findByRole('heading', { level: 3, name: 'Statements 3' });
    expect(exerciseTitles()).toEqual(['Statements 1', 'Statements 2', 'Statements 3']);

    await user.click(screen.getByRole('button', { name: 'Move down Statements 1' }));

    expect(exerciseTitles()).toEqual(['Statements 2', 'Statements 1', 'Statements 3']);
    const reorder = calls.find((call) => call.method === 'PATCH');
    expect(reorder?.url).toBe(`${BASE}/${first.id}/exercises/reorder`);
    expect(reorder?.body).toEqual({
      items: [
        { id: aTrueFalse(2, first.id).id, position: 0 },
        { id: aTrueFalse(1, first.id).id, position: 1 },
        { id: aTrueFalse(3, first.id).id, position: 2 },
      ],
    });
    // Focus stays on the moved exercise's button, now one place lower.
    expect(screen.getByRole('button', { name: 'Move down Statements 1' })).toHaveFocus();
    pending.resolve({ status: 200, data: { data: [] } });
  });

  it('shows a reader the student copies with no write controls', async () => {
    signInAs('member');
    const copy = toStudentCopy(aTrueFalse(1, first.id));
    serve({ exercises: { [first.id]: [copy] } });
    renderLesson();

    await screen.findByRole('heading', { level: 3, name: 'Statements 1' });
    expect(await screen.findByText('Kyiv is a city (1)', {}, PLAYER)).toBeInTheDocument();
    for (const name of [/Add section/, /Add homework section/, /Add exercise/, /^Actions for/, /^Move (up|down)/, /^Delete/, /^Reorder/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    // No check on request for a student (the server answers 403): their answers are scored when saved in class.
    expect(screen.queryByRole('button', { name: 'Check my answer' })).not.toBeInTheDocument();
  });

  it('keeps a library lesson read-only for a teacher too', async () => {
    serve({ course: aCourse({ id: COURSE, name: 'Academy A1', type: 'kalyna-academy' }), exercises: { [first.id]: [aTrueFalse(1, first.id)] } });
    renderLesson();
    await screen.findByRole('heading', { level: 3, name: 'Statements 1' });
    expect(screen.getByText(/shared library/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add exercise/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
  });

  it('shows a student a library lesson without the staff note about changing it (issue 20)', async () => {
    signInAs('member');
    serve({ course: aCourse({ id: COURSE, name: 'Academy A1', type: 'kalyna-academy' }), exercises: { [first.id]: [aTrueFalse(1, first.id)] } });
    renderLesson();
    await screen.findByRole('heading', { level: 3, name: 'Statements 1' });
    expect(screen.queryByText(/shared library/)).not.toBeInTheDocument();
  });

  it('checks an answer on the server and shows its score', async () => {
    const calls = serve({
      exercises: { [first.id]: [aTrueFalse(1, first.id)] },
      extra: (call) => (call.url.endsWith('/check') ? { status: 200, data: { data: { correct: 1, total: 2, items: [true, false] } } } : undefined),
    });
    const { user } = renderLesson();
    await screen.findByText('Kyiv is a city (1)', {}, PLAYER);

    await user.click(screen.getByRole('button', { name: 'Check my answer' }));

    expect(await screen.findByText('1 of 2 right', {}, PLAYER)).toBeInTheDocument();
    const check = calls.find((call) => call.url.endsWith('/check'));
    expect(check?.url).toBe(`${BASE}/${first.id}/exercises/${aTrueFalse(1, first.id).id}/check`);
  });

  it('creates an exercise from the type picker with the editor and its live preview', async () => {
    const calls = serve({
      extra: (call) => (call.method === 'POST' && call.url === `${BASE}/${first.id}/exercises` ? { status: 201, data: { data: aTrueFalse(9, first.id) } } : undefined),
    });
    const { user } = renderLesson();
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('button', { name: 'Add exercise' }));
    const picker = screen.getByRole('dialog', { name: 'Choose the type of exercise' });
    // The picker lists every registered type (each has an editor and a player).
    expect(within(picker).getAllByRole('listitem')).toHaveLength(Object.keys(EXERCISE_REGISTRY).length);
    expect(within(picker).getByRole('button', { name: /^Note/ })).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: /^True or false/ }));

    const editor = await screen.findByRole('region', { name: 'New exercise: True or false' });
    await user.type(within(editor).getByLabelText('Title'), 'Capitals');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    // Nothing is sent while the statement is empty; the error is beside its field.
    expect(await within(editor).findByText('Fill in this item or remove it')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(await within(editor).findByLabelText('Statement 1'), 'Kyiv is the capital of Ukraine');
    await user.type(within(editor).getByLabelText('Instruction for students'), 'Mark each statement');
    // The preview is the student's player of the draft, under the title and instruction a
    // student sees (issue 20: it showed the player alone and disagreed with the card).
    const preview = within(editor).getByRole('region', { name: 'Preview: what a student sees' });
    expect(await within(preview).findByRole('group', { name: /Kyiv is the capital of Ukraine/ }, PLAYER)).toBeInTheDocument();
    expect(within(preview).getByText('Capitals')).toBeInTheDocument();
    expect(within(preview).getByText('Mark each statement')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: /New exercise/ })).not.toBeInTheDocument());
    const create = calls.find((call) => call.method === 'POST');
    expect(create?.body).toEqual({ type: 'true_false', title: 'Capitals', instruction: 'Mark each statement', items: [{ statement: 'Kyiv is the capital of Ukraine', correct: true }] });
    expect(appStore.get(toastsAtom).map((toast) => toast.message)).toContain('Exercise created');
  });

  it('previews the lesson as a student gets it: student copies, players, no hidden note and no editing tools', async () => {
    serve({
      exercises: {
        [first.id]: [aNote(1, first.id, 'Bring your books', true), aNote(2, first.id, 'Teacher only: spend five minutes', false), aTrueFalse(3, first.id)],
      },
    });
    const { user } = renderLesson();
    await screen.findByText('Kyiv is a city (3)', {}, PLAYER);
    // Staff see the hidden note, marked in words.
    expect(screen.getByText('Teacher only: spend five minutes')).toBeInTheDocument();
    expect(screen.getByText('Hidden from students')).toBeInTheDocument();
    // A note is not scored: no check button on it; the true/false task has one.
    expect(screen.getAllByRole('button', { name: 'Check my answer' })).toHaveLength(1);

    const toggle = screen.getByRole('button', { name: 'Preview as student' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);

    expect(screen.getByText('You see this lesson as a student sees it.')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Teacher only: spend five minutes')).not.toBeInTheDocument();
    expect(screen.queryByText('Hidden from students')).not.toBeInTheDocument();
    expect(await screen.findByText('Bring your books', {}, PLAYER)).toBeInTheDocument();
    expect(screen.getByText('Kyiv is a city (3)')).toBeInTheDocument();
    for (const name of [/Add section/, /Add homework section/, /Add exercise/, /^Actions for/, /^Move (up|down)/, /^Delete/, /^Reorder/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Check my answer' })).toBeInTheDocument();

    const back = screen.getByRole('button', { name: 'Back to editing' });
    expect(back).toHaveAttribute('aria-pressed', 'true');
    await user.click(back);
    expect(await screen.findByRole('button', { name: 'Add exercise' })).toBeInTheDocument();
    expect(screen.getByText('Teacher only: spend five minutes')).toBeInTheDocument();
  });

  it('offers no student preview to a student', async () => {
    signInAs('member');
    serve({ exercises: { [first.id]: [toStudentCopy(aTrueFalse(1, first.id))] } });
    renderLesson();
    await screen.findByRole('heading', { level: 3, name: 'Statements 1' });
    expect(screen.queryByRole('button', { name: 'Preview as student' })).not.toBeInTheDocument();
  });
});
