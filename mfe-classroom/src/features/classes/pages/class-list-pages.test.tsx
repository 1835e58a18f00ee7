import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderPage, type Call } from '@school/shared/testing';
import { aClass, paged } from '../../../test/classes';
import { aDue } from '../../../test/homework';
import { resetSession, signInAsStudent, signInAsTeacher, STUDENT_ID, TEACHER_ID, toasts } from '../../../test/session';
import { MyClassesPage, SchoolClassesPage } from './class-list-pages';

const english = aClass({ name: 'English B1 with Sofia' });
const listCalls = (calls: Call[], url: string) => calls.filter((call) => call.method === 'GET' && call.url === url);
const students = { data: [{ id: STUDENT_ID, label: 'Sofia Student (sofia@demo.test)' }] };
const teachers = { data: [{ id: TEACHER_ID, label: 'Taras Teacher (teacher@demo.test)' }] };

/** The class form's choices: the classroom's own read, open to a teacher without user management. */
function lookups(call: Call) {
  if (call.url === 'classes/choices/students') return { status: 200, data: students };
  if (call.url === 'classes/choices/teachers') return { status: 200, data: teachers };
  if (call.url === 'classes/choices/groups' || call.url === 'classes/choices/plans') return { status: 200, data: { data: [] } };
  return null;
}

beforeEach(resetSession);
afterEach(resetSession);

describe('own classes', () => {
  it('lists a teacher’s classes from classes/my, each leading to its classroom', async () => {
    signInAsTeacher();
    const calls = fakeServer((call) => lookups(call) ?? { status: 200, data: paged([english], { total: 11 }) });
    renderPage(<MyClassesPage />, { path: '/lessons/classes' });
    const table = await screen.findByRole('table', { name: 'Classes' });
    expect(listCalls(calls, 'classes/my')[0]?.params).toEqual({ page: 1, limit: 10 });
    const row = within(table).getByRole('row', { name: /English B1 with Sofia/ });
    expect(within(row).getByRole('link', { name: 'English B1 with Sofia' })).toHaveAttribute('href', `/classes/${english.id}`);
    expect(within(row).getByText('Personal')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 11')).toBeInTheDocument();
  });

  it('lets a student open their classes, and nothing more', async () => {
    signInAsStudent();
    fakeServer((call) => (call.url === 'homework/due' ? { status: 200, data: { data: [] } } : { status: 200, data: paged([english]) }));
    renderPage(<MyClassesPage />, { path: '/lessons/classes' });
    expect(await screen.findByRole('link', { name: 'English B1 with Sofia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create class' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit class/ })).not.toBeInTheDocument();
  });

  it('tells a student with no class so', async () => {
    signInAsStudent();
    fakeServer((call) => (call.url === 'homework/due' ? { status: 200, data: { data: [] } } : { status: 200, data: paged([]) }));
    renderPage(<MyClassesPage />, { path: '/lessons/classes' });
    expect(await screen.findByText('You are not in any class yet.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to do: all your homework is sent.')).toBeInTheDocument();
  });

  it('shows a student the homework still to do, per class, each leading to it', async () => {
    signInAsStudent();
    const due = [aDue(english.id, 'English B1 with Sofia', 3), aDue(english.id, 'English B1 with Sofia', 2, { status: 1 }), aDue('40000000-0000-4000-8000-000000000777', 'Speaking club', 1)];
    fakeServer((call) => (call.url === 'homework/due' ? { status: 200, data: { data: due } } : { status: 200, data: paged([english]) }));
    renderPage(<MyClassesPage />, { path: '/lessons/classes' });
    const panel = await screen.findByRole('region', { name: 'Homework to do' });
    const englishHeading = await within(panel).findByRole('heading', { level: 3, name: 'English B1 with Sofia' });
    expect(englishHeading).toBeInTheDocument();
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['English B1 with Sofia', 'Speaking club']);
    expect(within(panel).getByRole('link', { name: 'Homework 3' })).toHaveAttribute('href', `/classes/${english.id}/homework/${due[0]?.homeworkId}`);
    expect(within(panel).getByText('In progress')).toBeInTheDocument();
  });

  it('shows a teacher no homework panel', async () => {
    signInAsTeacher();
    const calls = fakeServer((call) => lookups(call) ?? { status: 200, data: paged([english]) });
    renderPage(<MyClassesPage />, { path: '/lessons/classes' });
    await screen.findByRole('table', { name: 'Classes' });
    expect(screen.queryByRole('region', { name: 'Homework to do' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === 'homework/due')).toBe(false);
  });

  it('creates a personal class with the teacher preset, and shows the server’s field errors beside their fields', async () => {
    signInAsTeacher();
    let refuse = true;
    const calls = fakeServer((call) => {
      if (call.method === 'POST') {
        if (refuse) {
          refuse = false;
          return { status: 400, data: { statusCode: 400, message: 'Check the fields', fieldErrors: { roomUrl: ['The meeting link must be http or https'] } } };
        }
        return { status: 201, data: { data: english } };
      }
      return lookups(call) ?? { status: 200, data: paged([]) };
    });
    const { user } = renderPage(<MyClassesPage />, { path: '/lessons/classes' });
    await user.click(await screen.findByRole('button', { name: 'Create class' }));
    const dialog = screen.getByRole('dialog', { name: 'New class' });

    await user.type(within(dialog).getByLabelText('Name'), 'English B1 with Sofia');
    await within(dialog).findByRole('option', { name: 'Sofia Student (sofia@demo.test)' });
    await user.selectOptions(within(dialog).getByLabelText('Student'), STUDENT_ID);
    // Typed without a scheme: refused in the browser with the server's own rule.
    await user.type(within(dialog).getByLabelText('Meeting link'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText('Meeting link')).toHaveAccessibleDescription(/^Enter a link starting with http:\/\/ or https:\/\//);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Meeting link'));
    await user.type(within(dialog).getByLabelText('Meeting link'), 'https://meet.example/abc');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Check the fields')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Meeting link')).toHaveAccessibleDescription(/The meeting link must be http or https/);

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      name: 'English B1 with Sofia',
      type: 'personal',
      teacherId: TEACHER_ID,
      studentId: STUDENT_ID,
      schoolPlanId: null,
      roomUrl: 'https://meet.example/abc',
    });
    expect(toasts()).toContain('success: Class created');
  });

  it('asks for a group when the class is a group class', async () => {
    signInAsTeacher();
    const calls = fakeServer((call) => lookups(call) ?? { status: 200, data: paged([]) });
    const { user } = renderPage(<MyClassesPage />, { path: '/lessons/classes' });
    await user.click(await screen.findByRole('button', { name: 'Create class' }));
    const dialog = screen.getByRole('dialog', { name: 'New class' });
    await user.type(within(dialog).getByLabelText('Name'), 'Evening group');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'group');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText('Group')).toHaveAccessibleDescription(/This field is required/);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('deletes a class after confirmation and reads the list again', async () => {
    signInAsTeacher();
    let rows = [english];
    const calls = fakeServer((call) => {
      if (call.method === 'DELETE') {
        rows = [];
        return { status: 204 };
      }
      return lookups(call) ?? { status: 200, data: paged(rows) };
    });
    const { user } = renderPage(<MyClassesPage />, { path: '/lessons/classes' });
    await user.click(await screen.findByRole('button', { name: 'Delete class English B1 with Sofia' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the class?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('There are no classes yet. Create the first one.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === `classes/${english.id}`)).toBe(true);
    expect(toasts()).toContain('success: Class deleted');
  });
});

describe('school classes', () => {
  it('reads GET classes filtered by teacher and type, from the first page', async () => {
    signInAsTeacher(['admin-access']);
    const calls = fakeServer((call) => lookups(call) ?? { status: 200, data: paged([english], { total: 25 }) });
    const { user } = renderPage(<SchoolClassesPage />, { path: '/lessons/classes/school', url: '/lessons/classes/school?page=2' });
    await screen.findByRole('table', { name: 'Classes' });
    expect(listCalls(calls, 'classes')[0]?.params).toEqual({ page: 2, limit: 10 });
    await within(screen.getByLabelText('Teacher')).findByRole('option', { name: /Taras Teacher/ });
    await user.selectOptions(screen.getByLabelText('Teacher'), TEACHER_ID);
    await user.selectOptions(screen.getByLabelText('Class type'), 'group');
    await waitFor(() => expect(listCalls(calls, 'classes').at(-1)?.params).toEqual({ page: 1, limit: 10, teacherId: TEACHER_ID, type: 'group' }));
  });

  it('shows the server’s message when the list cannot be read, with a retry', async () => {
    signInAsTeacher(['admin-access']);
    fakeServer((call) => lookups(call) ?? { status: 403, data: { statusCode: 403, message: 'Insufficient permissions' } });
    renderPage(<SchoolClassesPage />, { path: '/lessons/classes/school' });
    expect(await screen.findByText('Insufficient permissions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
