import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderPage } from '@school/shared/testing';
import type { OpenMaterials } from '@school/shared/contracts';
import { aClassDetail, aClassSection, aSection, aTrueFalse } from '../../../test/classes';
import { resetSession, signInAsStudent, signInAsTeacher, toasts } from '../../../test/session';
import type { ClassDetail } from '../../../api/class-queries';
import ClassroomPage from '../pages/classroom-page';

const COURSE = '50000000-0000-4000-8000-0000000000c1';
const unit = aSection(COURSE, 'Unit 1', ['Greetings', 'Colours']);
const [current, second] = unit.lessons as [NonNullable<typeof unit.lessons>[number], NonNullable<typeof unit.lessons>[number]];
const SECTION = '90000000-0000-4000-8000-0000000000c1';

function aLessonClass(): ClassDetail {
  return aClassDetail({
    courseLesson: {
      id: current.id,
      name: current.name,
      courseId: COURSE,
      courseName: 'English',
      courseLanguage: 'en',
      sectionId: unit.id,
      sections: [aClassSection(1, [aTrueFalse(1, SECTION)])] as never,
    },
  });
}

/** The class, its course's lessons and what is open (changed by the grant, as the server would). */
function serve(klass: ClassDetail, open: { value: OpenMaterials }) {
  return fakeServer((call) => {
    if (call.url === `classes/${klass.id}`) return { status: 200, data: { data: klass } };
    if (call.url === `classes/${klass.id}/answers`) return { status: 200, data: { data: {} } };
    if (call.url === `classes/${klass.id}/exercises/hidden`) return { status: 200, data: { data: { hiddenExerciseIds: [] } } };
    if (call.url === `classes/${klass.id}/dictionary`) return { status: 200, data: { data: { entries: [], total: 0, page: 1, limit: 10, hasMore: false, classId: klass.id, userId: call.params.userId } } };
    if (call.url === `classes/${klass.id}/incorrect-words`) return { status: 200, data: { data: { studentId: call.params.studentId, lessonId: current.id, language: 'en', words: [] } } };
    if (call.url === `courses/${COURSE}/sections`) return { status: 200, data: { data: [unit] } };
    if (call.url === `classes/${klass.id}/access`) return { status: 200, data: { data: open.value } };
    if (call.method === 'POST' && call.url === `classes/${klass.id}/lesson-access`) {
      open.value = [{ lessonId: second.id, lessonName: second.name, courseId: COURSE, courseName: 'English', whole: true, sections: [] }];
      return { status: 200, data: { data: { lessonAccess: true, sectionAccess: false } } };
    }
    return { status: 404, data: { statusCode: 404, message: 'Not here' } };
  });
}

beforeEach(() => {
  resetSession();
  // The event stream stays connecting.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
});
afterEach(resetSession);

describe('lesson access in the classroom', () => {
  it('lets the teacher open another lesson of the course to every student, after a confirmation', async () => {
    signInAsTeacher();
    const klass = aLessonClass();
    const calls = serve(klass, { value: [] });
    renderPage(<ClassroomPage />, { path: '/classes/:id', url: `/classes/${klass.id}` });
    const region = await screen.findByRole('region', { name: 'Lesson access' });
    // The current lesson is always open: no button for it.
    expect(await within(region).findByText('Current lesson')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Open Greetings to the class' })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Colours' })).toHaveAttribute('href', `/classes/${klass.id}?lessonId=${second.id}`);

    await act(() => within(region).getByRole('button', { name: 'Open Colours to the class' }).click());
    const dialog = screen.getByRole('alertdialog', { name: 'Grant access' });
    expect(within(dialog).getByText('Open “Colours” to all students of the class?')).toBeInTheDocument();
    await act(() => within(dialog).getByRole('button', { name: 'Grant access' }).click());
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ lessonId: second.id });
    await waitFor(() => expect(toasts()).toContain('success: Access granted to all students of the class'));
    expect(await within(region).findByRole('button', { name: 'Close Colours for the class' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a student links to what is open, and nothing when nothing is', async () => {
    signInAsStudent();
    const klass = { ...aLessonClass(), accessType: 'student' as const };
    const open = { value: [] as OpenMaterials };
    const calls = serve(klass, open);
    const view = renderPage(<ClassroomPage />, { path: '/classes/:id', url: `/classes/${klass.id}` });
    await screen.findByRole('article', { name: 'Statements 1' });
    await waitFor(() => expect(calls.some((call) => call.url === `classes/${klass.id}/access`)).toBe(true));
    await act(async () => undefined);
    expect(screen.queryByRole('navigation', { name: 'Open to you' })).not.toBeInTheDocument();
    view.unmount();

    open.value = [
      { lessonId: second.id, lessonName: 'Colours', courseId: COURSE, courseName: 'English', whole: true, sections: [] },
      { lessonId: '70000000-0000-4000-8000-0000000000f1', lessonName: 'Numbers', courseId: COURSE, courseName: 'English', whole: false, sections: [{ id: SECTION, position: 1, isHomework: false }] },
    ];
    renderPage(<ClassroomPage />, { path: '/classes/:id', url: `/classes/${klass.id}` });
    const nav = await screen.findByRole('navigation', { name: 'Open to you' });
    expect(within(nav).getByRole('link', { name: 'Colours' })).toHaveAttribute('href', `/classes/${klass.id}?lessonId=${second.id}`);
    expect(within(nav).getByRole('link', { name: 'Numbers · section 2' })).toHaveAttribute('href', `/classes/${klass.id}?lessonId=70000000-0000-4000-8000-0000000000f1&sectionId=${SECTION}`);
    expect(within(nav).getByRole('link', { name: 'The class’s lesson: Greetings' })).toHaveAttribute('href', `/classes/${klass.id}`);
  });
});
