import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderPage } from '@school/shared/testing';
import type { ReviewHomework } from '@school/shared/contracts';
import { aClass, paged } from '../../../test/classes';
import { aDue } from '../../../test/homework';
import { resetSession, signInAsStudent, signInAsTeacher, STUDENT_ID } from '../../../test/session';
import { ClassroomHome } from './classroom-home';

beforeEach(resetSession);
afterEach(resetSession);

const english = aClass({ name: 'English B1 with Sofia' });

function aReview(overrides: Partial<ReviewHomework> = {}): ReviewHomework {
  return {
    classId: english.id,
    className: english.name,
    homeworkId: '60000000-0000-4000-8000-000000000001',
    number: 3,
    students: [
      { userId: STUDENT_ID, firstName: 'Sofia', lastName: 'Student', sentAt: '2026-03-30T10:00:00.000Z' },
      { userId: '60000000-0000-4000-8000-0000000000b2', firstName: 'Andrii', lastName: 'Bondar', sentAt: '2026-03-30T11:00:00.000Z' },
    ],
    sentAt: '2026-03-30T10:00:00.000Z',
    ...overrides,
  };
}

describe('a student’s part', () => {
  it('lists their classes, each leading to the class, and the homework due, each leading to it', async () => {
    signInAsStudent();
    const due = [aDue(english.id, english.name, 2)];
    const calls = fakeServer((call) => (call.url === 'homework/due' ? { status: 200, data: { data: due } } : { status: 200, data: paged([english], { total: 12 }) }));
    renderPage(<ClassroomHome audiences={['student']} />, { path: '/' });

    const classes = await screen.findByRole('region', { name: 'Your classes' });
    expect(await within(classes).findByRole('link', { name: 'English B1 with Sofia' })).toHaveAttribute('href', `/classes/${english.id}`);
    expect(classes).toHaveTextContent('Teacher: Taras Teacher');
    // More classes than shown: one link to all of them.
    expect(within(classes).getByRole('link', { name: 'See all your classes' })).toHaveAttribute('href', '/lessons/classes');
    expect(calls.find((call) => call.url === 'classes/my')?.params).toEqual({ page: 1, limit: 10 });

    const homework = screen.getByRole('region', { name: 'Homework to do' });
    expect(await within(homework).findByRole('link', { name: 'Homework 2' })).toHaveAttribute('href', `/classes/${english.id}/homework/${due[0]?.homeworkId}`);
    expect(calls.some((call) => call.url === 'homework/review')).toBe(false);
  });

  it('says kindly that there is no class and nothing due', async () => {
    signInAsStudent();
    fakeServer((call) => (call.url === 'homework/due' ? { status: 200, data: { data: [] } } : { status: 200, data: paged([]) }));
    renderPage(<ClassroomHome audiences={['student']} />, { path: '/' });
    expect(await screen.findByText('You are not in a class yet. Your school will add you to one.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing to do: all your homework is sent.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See all your classes' })).not.toBeInTheDocument();
  });
});

describe('a teacher’s part', () => {
  it('lists the homework waiting for review, each leading to its review, with who sent it', async () => {
    signInAsTeacher();
    const calls = fakeServer(() => ({ status: 200, data: { data: [aReview()] } }));
    renderPage(<ClassroomHome audiences={['teacher']} />, { path: '/' });

    const card = await screen.findByRole('region', { name: 'Homework to review' });
    const link = await within(card).findByRole('link', { name: 'Homework 3 · English B1 with Sofia' });
    expect(link).toHaveAttribute('href', `/classes/${english.id}/homework/60000000-0000-4000-8000-000000000001`);
    expect(card).toHaveTextContent('Sent by Sofia Student, Andrii Bondar');
    expect(calls.map((call) => call.url)).toEqual(['homework/review']);
    expect(screen.queryByRole('region', { name: 'Your classes' })).not.toBeInTheDocument();
  });

  it('says all is reviewed when nothing waits, and shows the server’s message with a retry when the read fails', async () => {
    signInAsTeacher();
    fakeServer(() => ({ status: 200, data: { data: [] } }));
    const { unmount } = renderPage(<ClassroomHome audiences={['teacher']} />, { path: '/' });
    expect(await screen.findByText('Nothing to review right now. All caught up!')).toBeInTheDocument();
    unmount();

    let fail = true;
    fakeServer(() => (fail ? { status: 500, data: { message: 'Something went wrong on our side' } } : { status: 200, data: { data: [aReview()] } }));
    const { user } = renderPage(<ClassroomHome audiences={['teacher']} />, { path: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Homework 3 · English B1 with Sofia' })).toBeInTheDocument());
  });
});
