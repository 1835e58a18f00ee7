import { act, screen, waitFor, within } from '@testing-library/react';
import { appStore, type Course, sessionAtom, toastsAtom } from '@school/shared';
import type { Section } from '@school/shared/contracts';
import { type Call, deferred, fakeServer, type Reply, renderPage } from '@school/shared/testing';
import { aCourse } from '../../../test/courses';
import { signInAs } from '../../../test/session';
import { collapsedSectionsAtom } from '../hooks/use-collapsed-sections';
import { aLesson, aSection } from '../testing';
import { CoursePage } from './course-page';

const toasts = () => appStore.get(toastsAtom).map((item) => `${item.kind}: ${item.message}`);

const course = aCourse({ name: 'Everyday English', level: 'b1', courseLanguage: 'uk', teachingLanguage: 'en' });
const other = aCourse({ name: 'Business English', position: 5 });

/** Sections deliberately out of order, positions that sort wrong as text (10 before 9). */
function sampleSections(): Section[] {
  return [
    aSection({
      courseId: course.id,
      name: 'Travel',
      position: 10,
      lessons: [aLesson({ name: 'Hotels', position: 10 }), aLesson({ name: 'Airports', position: 9 })],
    }),
    aSection({ courseId: course.id, name: 'Greetings', position: 9, lessons: [aLesson({ name: 'Hello', position: 0 })] }),
  ];
}

/**
 * The API as far as this page uses it, over a list of sections the test can inspect; `special`
 * answers a call first (a failure, a held request).
 */
function courseServer({ sections = sampleSections(), theCourse = course, special }: { sections?: Section[]; theCourse?: Course; special?: (call: Call) => Reply | undefined | Promise<Reply | undefined> } = {}) {
  const state = { sections };
  const calls = fakeServer(async (call) => {
    const answer = await special?.(call);
    if (answer) return answer;
    const base = `courses/${theCourse.id}`;
    if (call.method === 'GET' && call.url === base) return { status: 200, data: { data: theCourse } };
    if (call.method === 'GET' && call.url === `${base}/sections`) return { status: 200, data: { data: state.sections } };
    if (call.method === 'GET' && call.url === 'courses') return { status: 200, data: { data: [theCourse, other] } };
    if (call.method === 'POST' && call.url === `${base}/sections`) {
      const created = aSection({ courseId: theCourse.id, ...(call.body as { name: string }), position: Math.max(-1, ...state.sections.map((section) => section.position)) + 1 });
      state.sections = [...state.sections, created];
      return { status: 201, data: { data: created } };
    }
    if (call.method !== 'GET') return { status: 200, data: { data: [] } };
    return { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
  return { calls, state };
}

const sectionTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const lessonNames = (section: string) =>
  within(screen.getByRole('list', { name: `Lessons of ${section}` }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const sectionCalls = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.url.endsWith('/sections'));

function renderCourse(theCourse: Course = course) {
  return renderPage(<CoursePage />, { path: '/courses/:id', url: `/courses/${theCourse.id}` });
}

beforeEach(() => {
  appStore.set(toastsAtom, []);
  appStore.set(collapsedSectionsAtom, {});
  signInAs('staff', ['teacher']);
});

afterEach(() => {
  appStore.set(sessionAtom, { restored: true, signedIn: false, user: null, permissions: [], school: null });
});

describe('course page', () => {
  it('shows the course and its sections and lessons by numeric position', async () => {
    courseServer();
    renderCourse();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the course…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Everyday English' })).toBeInTheDocument();
    expect(sectionTitles()).toEqual(['Greetings', 'Travel']);
    expect(lessonNames('Travel')).toEqual(['Airports', 'Hotels']);
    expect(screen.getByText('B1')).toBeInTheDocument();
    expect(screen.getByText('Ukrainian')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to own courses' })).toHaveAttribute('href', '/courses/own');
    const hotels = screen.getByRole('link', { name: 'Hotels' });
    expect(hotels.getAttribute('href')).toMatch(new RegExp(`^/courses/${course.id}/lessons/30000000-`));
  });

  it('folds a section away and opens it again', async () => {
    courseServer();
    const { user } = renderCourse();
    const toggle = await screen.findByRole('button', { name: 'Travel' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Hotels' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Hotels' })).toBeVisible();
  });

  it('shows the server message and retries when the course cannot be loaded', async () => {
    let fail = true;
    courseServer({ special: () => (fail ? { status: 503, data: { statusCode: 503, code: 'UNAVAILABLE', message: 'The service is busy' } } : undefined) });
    const { user } = renderCourse();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Everyday English' })).toBeInTheDocument();
  });

  it('says a missing course was not found and offers the way back, not a retry (issue 20)', async () => {
    courseServer({ special: (call) => (call.method === 'GET' && call.url.startsWith(`courses/${course.id}`) ? { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Course not found' } } : undefined) });
    renderCourse();
    expect(await screen.findByRole('alert')).toHaveTextContent('This course was not found.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to own courses' })).toHaveAttribute('href', '/courses/own');
  });
});

describe('creating a section', () => {
  it('checks the name before sending, then creates, toasts and reloads', async () => {
    const { calls } = courseServer();
    const { user } = renderCourse();
    await user.click(await screen.findByRole('button', { name: 'Add section' }));
    const dialog = screen.getByRole('dialog', { name: 'New section' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(name).toHaveAccessibleDescription('This field is required');
    await user.type(name, 'A');
    expect(name).toHaveAccessibleDescription('Must be at least 2 characters');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(name, 't the shop');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'At the shop', description: '' });
    await screen.findByRole('heading', { level: 3, name: 'At the shop' });
    expect(sectionTitles()).toEqual(['Greetings', 'Travel', 'At the shop']);
    expect(toasts()).toContain('success: Section created successfully');
  });

  it('shows the server’s field errors beside the field and keeps the dialog open', async () => {
    courseServer({
      special: (call) =>
        call.method === 'POST'
          ? { status: 400, data: { statusCode: 400, code: 'VALIDATION', message: 'Check the highlighted fields', fieldErrors: { name: ['Name is taken'] } } }
          : undefined,
    });
    const { user } = renderCourse();
    await user.click(await screen.findByRole('button', { name: 'Add section' }));
    const dialog = screen.getByRole('dialog', { name: 'New section' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Travel');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Check the highlighted fields');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is taken');
    expect(toasts()).toContain('error: Check the highlighted fields');
  });
});

describe('reordering', () => {
  it('moves a section at once, saves every position, and a later reload keeps what was folded', async () => {
    const saved = deferred<void>();
    const { calls, state } = courseServer({
      special: async (call) => {
        if (call.method === 'PATCH' && call.url.endsWith('/sections/reorder')) {
          await saved.promise;
          return { status: 200, data: { data: [] } };
        }
        return undefined;
      },
    });
    const { user } = renderCourse();
    await screen.findByRole('heading', { level: 1 });
    const [greetings, travel] = [...state.sections].sort((a, b) => a.position - b.position);
    await user.click(screen.getByRole('button', { name: 'Travel' }));

    await user.click(screen.getByRole('button', { name: 'Move down Greetings' }));
    // Before the server answered.
    expect(sectionTitles()).toEqual(['Travel', 'Greetings']);
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      items: [
        { id: travel?.id, position: 0 },
        { id: greetings?.id, position: 1 },
      ],
    });
    expect(screen.getByText('Greetings moved to position 2 of 2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up Greetings' })).toHaveFocus();
    await act(async () => saved.resolve());

    // A write reloads the sections: the page stays, the folded section stays folded.
    state.sections = state.sections.map((section) => ({ ...section, position: section.id === travel?.id ? 0 : 1 }));
    await user.click(screen.getByRole('button', { name: 'Actions for lesson Hello' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(sectionCalls(calls)).toHaveLength(2));
    expect(screen.queryByText('Loading the course…')).not.toBeInTheDocument();
    await waitFor(() => expect(toasts()).toContain('success: Lesson duplicated successfully'));
    expect(sectionTitles()).toEqual(['Travel', 'Greetings']);
    expect(screen.getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Greetings' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('reorders the lessons of a section and re-sorts them by position', async () => {
    const { calls, state } = courseServer();
    const { user } = renderCourse();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Move up Hotels' }));
    expect(lessonNames('Travel')).toEqual(['Hotels', 'Airports']);
    const travel = state.sections.find((section) => section.name === 'Travel');
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe(`courses/${course.id}/sections/${travel?.id}/lessons/reorder`);
    expect((patch?.body as { items: { position: number }[] }).items.map((item) => item.position)).toEqual([0, 1]);
  });

  it('says so and reloads what the server kept when saving the order fails', async () => {
    const { calls } = courseServer({
      special: (call) => (call.method === 'PATCH' ? { status: 403, data: { statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this' } } : undefined),
    });
    const { user } = renderCourse();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Move down Greetings' }));
    await waitFor(() => expect(sectionCalls(calls)).toHaveLength(2));
    await waitFor(() => expect(sectionTitles()).toEqual(['Greetings', 'Travel']));
    expect(toasts()).toContain('error: You do not have permission to do this');
  });
});

describe('lesson and section writes', () => {
  it('moves a lesson into another section at a chosen position', async () => {
    const { calls, state } = courseServer();
    const { user } = renderCourse();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Actions for lesson Hello' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move “Hello”' });
    const travel = state.sections.find((section) => section.name === 'Travel');
    const greetings = state.sections.find((section) => section.name === 'Greetings');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Section' }), 'Travel');
    const position = within(dialog).getByRole('combobox', { name: 'Position' });
    expect(within(position).getAllByRole('option').map((option) => option.textContent)).toEqual(['1 · before “Airports”', '2 · before “Hotels”', '3 · at the end']);
    await user.selectOptions(position, '2 · before “Hotels”');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(toasts()).toContain('success: Lesson moved successfully'));
    const move = calls.find((call) => call.method === 'PATCH');
    expect(move?.url).toMatch(new RegExp(`^courses/${course.id}/sections/${greetings?.id}/lessons/.+/move$`));
    expect(move?.body).toEqual({ sectionId: travel?.id, position: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(sectionCalls(calls)).toHaveLength(2));
  });

  it('asks before deleting a section and toasts the server’s refusal', async () => {
    const { calls } = courseServer({
      special: (call) => (call.method === 'DELETE' ? { status: 403, data: { statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this' } } : undefined),
    });
    const { user } = renderCourse();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Actions for section Travel' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete section' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toContain('error: You do not have permission to do this'));
    expect(calls.find((call) => call.method === 'DELETE')?.url).toMatch(/\/sections\/20000000-/);
    // Still open, so the teacher can cancel.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('copies a section into another own course', async () => {
    const { calls, state } = courseServer();
    const { user } = renderCourse();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Actions for section Greetings' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy to another course…' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy “Greetings” to another course' });
    const select = await within(dialog).findByRole('combobox', { name: 'Course' });
    // The course itself is not offered: duplicate is for that.
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose…', 'Business English']);
    await user.selectOptions(select, 'Business English');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toasts()).toContain('success: Section copied successfully'));
    const greetings = state.sections.find((section) => section.name === 'Greetings');
    const copy = calls.find((call) => call.method === 'POST');
    expect(copy?.url).toBe(`courses/${course.id}/sections/${greetings?.id}/copy`);
    expect(copy?.body).toEqual({ courseId: other.id });
  });
});

describe('more writes and their toasts', () => {
  it('toasts the server message when duplicating a section fails, and keeps the page', async () => {
    courseServer({
      special: (call) => (call.method === 'POST' && call.url.endsWith('/duplicate') ? { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Section not found' } } : undefined),
    });
    const { user } = renderCourse();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Actions for section Travel' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(toasts()).toContain('error: Section not found'));
    expect(sectionTitles()).toEqual(['Greetings', 'Travel']);
  });

  it('edits a lesson from its menu, starting from what it is called now', async () => {
    const { calls } = courseServer();
    const { user } = renderCourse();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Actions for lesson Hotels' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit lesson' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Hotels');
    await user.clear(name);
    await user.type(name, 'Hostels');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('success: Lesson updated successfully'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toMatch(/\/lessons\/30000000-[^/]+$/);
    expect(put?.body).toEqual({ name: 'Hostels', description: '' });
  });

  it('deletes a lesson after asking, and puts focus on the Sections heading once it is gone', async () => {
    const { state, calls } = courseServer({
      special: (call) => {
        if (call.method !== 'DELETE') return undefined;
        state.sections = state.sections.map((section) => ({ ...section, lessons: section.lessons.filter((lesson) => !call.url.endsWith(lesson.id)) }));
        return { status: 204 };
      },
    });
    const { user } = renderCourse();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Actions for lesson Hello' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete lesson' });
    expect(dialog).toHaveTextContent('Delete the lesson “Hello”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Hello' })).not.toBeInTheDocument());
    expect(toasts()).toContain('success: Lesson deleted successfully');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Sections' })).toHaveFocus());
  });

  it('copies a lesson into a section of another course, loading that course’s sections', async () => {
    const target = aSection({ courseId: other.id, name: 'Meetings' });
    const { calls } = courseServer({
      special: (call) => (call.method === 'GET' && call.url === `courses/${other.id}/sections` ? { status: 200, data: { data: [target] } } : undefined),
    });
    const { user } = renderCourse();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Actions for lesson Hello' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy “Hello”' });
    const courseSelect = within(dialog).getByRole('combobox', { name: 'Course' });
    await waitFor(() => expect(within(courseSelect).getAllByRole('option')).toHaveLength(2));
    expect(within(dialog).getByRole('combobox', { name: 'Section' })).toHaveDisplayValue('Greetings');
    await user.selectOptions(courseSelect, 'Business English');
    const section = await within(dialog).findByRole('combobox', { name: 'Section' });
    expect(section).toHaveDisplayValue('Choose…');
    await user.selectOptions(section, 'Meetings');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toasts()).toContain('success: Lesson copied successfully'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ courseId: other.id, sectionId: target.id });
  });
});

describe('who sees write controls', () => {
  it('shows a student the course with no write controls at all', async () => {
    signInAs('member');
    courseServer();
    renderCourse();
    await screen.findByRole('heading', { level: 1 });
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    // Only the section toggles.
    expect(buttons).toEqual(['Greetings', 'Travel']);
    expect(screen.getByRole('link', { name: 'Hotels' })).toBeInTheDocument();
  });

  it('keeps a library course read-only, with one action that copies it into own courses', async () => {
    signInAs('staff', ['admin-access', 'courses-management']);
    const library = aCourse({ name: 'Academy Grammar', type: 'kalyna-academy' });
    const copy = aCourse({ name: 'Academy Grammar (copy)' });
    const { calls } = courseServer({
      theCourse: library,
      sections: [aSection({ courseId: library.id, name: 'Tenses', lessons: [aLesson({ name: 'Present simple' })] })],
      special: (call) => (call.method === 'POST' && call.url === `courses/${library.id}/duplicate` ? { status: 201, data: { data: copy } } : undefined),
    });
    const { user } = renderCourse(library);
    await screen.findByRole('heading', { level: 1, name: 'Academy Grammar' });
    expect(screen.getByRole('link', { name: 'Back to Kalyna Academy' })).toHaveAttribute('href', '/courses/kalyna-academy');
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Copy to my courses', 'Tenses']);
    expect(screen.getByText(/cannot be changed here/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy to my courses' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/courses/${copy.id}`));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([`courses/${library.id}/duplicate`]);
    expect(toasts()).toContain('success: “Academy Grammar (copy)” was copied to your courses');
  });

  it('offers a student no copy of a library course', async () => {
    signInAs('member');
    const library = aCourse({ name: 'Hub Reading', type: 'kalyna-hub' });
    courseServer({ theCourse: library, sections: [] });
    renderCourse(library);
    await screen.findByRole('heading', { level: 1, name: 'Hub Reading' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('This course has no sections yet.')).toBeInTheDocument();
    // How staff may change a library course is no student's business (issue 20).
    expect(screen.queryByText(/cannot be changed here/)).not.toBeInTheDocument();
  });
});
