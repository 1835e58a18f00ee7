import { screen, within } from '@testing-library/react';
import { fakeServer, renderPage, type Call, type Reply } from '@school/shared/testing';
import type { ClassDetail } from '../../../api/class-queries';
import { aClassDetail, paged } from '../../../test/classes';
import { aHomework, aHomeworkSummary, aStatus, OTHER_STUDENT, someChoices } from '../../../test/homework';
import { resetSession, signInAsStudent, signInAsTeacher, STUDENT_ID, toasts } from '../../../test/session';
import HomeworkListPage from './homework-list-page';

const students = [
  { id: STUDENT_ID, firstName: 'Sofia', lastName: 'Student' },
  { id: OTHER_STUDENT, firstName: 'Petro', lastName: 'Pupil' },
];

function serve(klass: ClassDetail, list: (call: Call) => Reply, extra?: (call: Call) => Reply | undefined): Call[] {
  return fakeServer((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url === `classes/${klass.id}`) return { status: 200, data: { data: klass } };
    if (call.url === `classes/${klass.id}/homework` && call.method === 'GET') return list(call);
    if (call.url === `classes/${klass.id}/homework/choices`) return { status: 200, data: { data: someChoices() } };
    return { status: 404, data: { statusCode: 404, message: 'Not here' } };
  });
}

const renderList = (klass: ClassDetail, query = '') => renderPage(<HomeworkListPage />, { path: '/classes/:id/homework', url: `/classes/${klass.id}/homework${query}` });

beforeEach(() => {
  resetSession();
  // The class's event stream stays connecting.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});
afterEach(resetSession);

describe('the homework list, for the teacher', () => {
  it('lists the class’s homework ten a page, with who sent it, each leading to its page', async () => {
    signInAsTeacher();
    const klass = aClassDetail({ type: 'group', students });
    const row = aHomeworkSummary(klass.id, 12, { status: 2, userStatuses: [aStatus(STUDENT_ID, 2), aStatus(OTHER_STUDENT, 0)] });
    const calls = serve(klass, (call) => ({ status: 200, data: paged([row], { total: 12, page: Number(call.params.page), limit: 10 }) }));
    const { user } = renderList(klass);
    const table = await screen.findByRole('table', { name: 'Homework of the class' });
    const line = within(table).getByRole('row', { name: /Homework 12/ });
    expect(within(line).getByRole('link', { name: 'Homework 12' })).toHaveAttribute('href', `/classes/${klass.id}/homework/${row.id}`);
    expect(within(line).getByText('Needs review')).toBeInTheDocument();
    expect(within(line).getByText('1 sent, 0 done of 2')).toBeInTheDocument();
    expect(calls.find((call) => call.url === `classes/${klass.id}/homework`)?.params).toEqual({ page: 1, limit: 10 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/classes/${klass.id}/homework?page=2`);
    await screen.findByText('11–12 of 12');
    expect(calls.filter((call) => call.url === `classes/${klass.id}/homework`).map((call) => call.params.page)).toEqual([1, 2]);
  });

  it('creates homework from the picker: at least one exercise, then the chosen ones, and opens it', async () => {
    signInAsTeacher();
    const klass = aClassDetail();
    const created = aHomework(klass.id, { number: 4 });
    const calls = serve(klass, () => ({ status: 200, data: paged([]) }), (call) => (call.method === 'POST' ? { status: 201, data: { data: created } } : undefined));
    const { user } = renderList(klass);
    expect(await screen.findByText(/No homework yet\. Create the first/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create homework' }));
    const dialog = await screen.findByRole('dialog', { name: 'New homework' });
    // The lesson's homework section comes first.
    const legends = within(dialog).getAllByText(/^(Homework|Section \d)$/).map((node) => node.textContent);
    expect(legends).toEqual(['Homework', 'Section 1']);
    await user.click(within(dialog).getByRole('button', { name: 'Create homework' }));
    expect(await within(dialog).findByText('Select at least one exercise')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Homework statements' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Statements 2' }));
    expect(within(dialog).getByText('Exercises chosen: 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create homework' }));
    await screen.findByText('elsewhere');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ exerciseIds: ['80000000-0000-4000-8000-000000000003', '80000000-0000-4000-8000-000000000002'] });
    expect(screen.getByTestId('location')).toHaveTextContent(`/classes/${klass.id}/homework/${created.id}`);
    expect(toasts()).toContain('success: Homework 4 created');
  });

  it('says what a refused create means (400: check the chosen exercises) and keeps the choice open', async () => {
    signInAsTeacher();
    const klass = aClassDetail();
    serve(klass, () => ({ status: 200, data: paged([]) }), (call) => (call.method === 'POST' ? { status: 400, data: { statusCode: 400, code: 'homework.exerciseNotInClass', message: 'Choose exercises of lessons this class has had' } } : undefined));
    const { user } = renderList(klass);
    await user.click(await screen.findByRole('button', { name: 'Create homework' }));
    const dialog = await screen.findByRole('dialog', { name: 'New homework' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Statements 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create homework' }));
    expect(await within(dialog).findByText('Invalid data: check the chosen exercises. Choose exercises of lessons this class has had')).toBeInTheDocument();
    expect(toasts()).toContain('error: Invalid data: check the chosen exercises. Choose exercises of lessons this class has had');
  });

  it('deletes homework after the confirmation', async () => {
    signInAsTeacher();
    const klass = aClassDetail();
    const row = aHomeworkSummary(klass.id, 3);
    let rows = [row];
    const calls = serve(klass, () => ({ status: 200, data: paged(rows) }), (call) => {
      if (call.method !== 'DELETE') return undefined;
      rows = [];
      return { status: 204 };
    });
    const { user } = renderList(klass);
    await user.click(await screen.findByRole('button', { name: 'Delete homework 3' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the homework?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No homework yet/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`classes/${klass.id}/homework/${row.id}`);
    expect(toasts()).toContain('success: Homework deleted');
  });
});

describe('the homework list, for a student', () => {
  it('shows their own status and offers no create or delete', async () => {
    signInAsStudent();
    const klass = aClassDetail({ accessType: 'student' });
    serve(klass, () => ({ status: 200, data: paged([aHomeworkSummary(klass.id, 2, { status: 1, currentUserStatus: 1 })]) }));
    renderList(klass);
    const line = await screen.findByRole('row', { name: /Homework 2/ });
    expect(within(line).getByText('In progress')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create homework' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete homework/ })).not.toBeInTheDocument();
  });

  it.each([
    [404, 'The class was not found, or it has no homework'],
    [403, 'You do not have the rights to see this class’s homework'],
    [500, 'Server error: try again later'],
    [409, 'Error loading homework (code 409)'],
  ])('says the spec’s text when the list answers %i', async (status, text) => {
    signInAsStudent();
    const klass = aClassDetail({ accessType: 'student' });
    serve(klass, () => ({ status, data: { statusCode: status, message: 'Server words' } }));
    renderList(klass);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
