import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionAtom, toastsAtom, type Course, appStore } from '@school/shared';
import { aCourse } from '../../../test/courses';
import { type Call, deferred, fakeServer, renderPage } from '@school/shared/testing';
import { signInAs } from '../../../test/session';
import { SEARCH_DEBOUNCE_MS } from '@school/shared/ui';
import { AcademyCoursesPage, OwnCoursesPage } from './course-list-pages';

const alpha = aCourse({ name: 'Alpha', position: 0, level: 'b2', courseLanguage: 'uk', teachingLanguage: 'en' });
const beta = aCourse({ name: 'Beta', position: 1 });
const gamma = aCourse({ name: 'Gamma', position: 2 });

function rowNames(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByText(/^(Alpha|Beta|Gamma|Delta)/).textContent ?? '');
}

const listCalls = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.url === 'courses');
const toasts = () => appStore.get(toastsAtom).map((item) => `${item.kind}: ${item.message}`);

beforeEach(() => {
  appStore.set(toastsAtom, []);
  signInAs('staff', ['teacher']);
});

afterEach(() => {
  appStore.set(sessionAtom, { restored: true, signedIn: false, user: null, permissions: [], school: null });
});

describe('course list', () => {
  it('loads own courses with an empty search and shows them in position order', async () => {
    // Out of order on purpose: the page sorts by numeric position.
    const calls = fakeServer(() => ({ status: 200, data: { data: [gamma, alpha, beta] } }));
    renderPage(<OwnCoursesPage />, { path: '/courses/own' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading courses…');
    await screen.findByRole('table', { name: 'Own courses' });
    expect(rowNames()).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(listCalls(calls)[0]?.params).toEqual({ type: 'own', search: '' });

    const row = screen.getByRole('row', { name: /Alpha/ });
    expect(within(row).getByText('B2')).toBeInTheDocument();
    expect(within(row).getByText('Course language Ukrainian, teaching language English')).toBeInTheDocument();
    expect(within(row).getByText('02.03.2026 10:30', { exact: false })).toBeInTheDocument();
  });

  it('marks the active type and links to the libraries', async () => {
    fakeServer(() => ({ status: 200, data: { data: [alpha] } }));
    renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    const tabs = await screen.findByRole('navigation', { name: 'Course type' });
    expect(within(tabs).getByRole('link', { name: 'Own' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Academy' })).toHaveAttribute('href', '/courses/kalyna-academy');
    expect(within(tabs).getByRole('link', { name: 'Hub' })).not.toHaveAttribute('aria-current');
  });

  it('searches 300 ms after typing stops and keeps the text in the URL', async () => {
    // The fake clock decides when 300 ms have passed, so a busy machine cannot make the debounce fire early or late.
    jest.useFakeTimers();
    try {
      const calls = fakeServer((call) => ({ status: 200, data: { data: call.params.search === 'gam' ? [gamma] : [alpha, beta, gamma] } }));
      const { user } = renderPage(<OwnCoursesPage />, { path: '/courses/own', fakeTimers: true });
      await screen.findByRole('table');

      await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'gam');
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(listCalls(calls)).toHaveLength(1);
      expect(rowNames()).toEqual(['Alpha', 'Beta', 'Gamma']);

      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(rowNames()).toEqual(['Gamma']));
      // One request for the whole word, not one per keystroke.
      expect(listCalls(calls).map((call) => call.params)).toEqual([
        { type: 'own', search: '' },
        { type: 'own', search: 'gam' },
      ]);
      expect(screen.getByTestId('location')).toHaveTextContent('/courses/own?search=gam');
      // The search survives a change of type.
      expect(screen.getByRole('link', { name: 'Hub' })).toHaveAttribute('href', '/courses/kalyna-hub?search=gam');
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads the search from the URL and offers to clear it when nothing matches', async () => {
    const calls = fakeServer((call) => ({ status: 200, data: { data: call.params.search ? [] : [alpha] } }));
    const { user } = renderPage(<OwnCoursesPage />, { path: '/courses/own', url: '/courses/own?search=zzz' });
    expect(await screen.findByText('No courses match “zzz”.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('zzz');
    expect(listCalls(calls)[0]?.params).toEqual({ type: 'own', search: 'zzz' });

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await screen.findByRole('table');
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
  });

  it('shows the server message and retries after a failed load', async () => {
    let fail = true;
    const calls = fakeServer(() => (fail ? { status: 500, data: { statusCode: 500, code: 'INTERNAL', message: 'Database is asleep' } } : { status: 200, data: { data: [alpha] } }));
    const { user } = renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is asleep');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('falls back to a translated message when the server sends none', async () => {
    fakeServer(() => ({ status: 502 }));
    renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load courses');
  });

  it('invites a writer to create the first course', async () => {
    fakeServer(() => ({ status: 200, data: { data: [] } }));
    renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    expect(await screen.findByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create your first course' })).toBeInTheDocument();
  });
});

describe('who sees writer controls', () => {
  it('gives a teacher create, edit, duplicate, delete and reorder controls on own courses', async () => {
    fakeServer(() => ({ status: 200, data: { data: [alpha, beta] } }));
    renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    const row = await screen.findByRole('row', { name: /Alpha/ });
    expect(screen.getByRole('button', { name: 'Create course' })).toBeInTheDocument();
    for (const name of ['Edit Alpha', 'Duplicate Alpha', 'Delete Alpha', 'Reorder Alpha', 'Move up Alpha', 'Move down Alpha']) {
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('hides every writer control from a member', async () => {
    signInAs('member');
    fakeServer(() => ({ status: 200, data: { data: [alpha, beta] } }));
    renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    const table = await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /create/i })).not.toBeInTheDocument();
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(within(table).queryByRole('columnheader', { name: 'Order' })).not.toBeInTheDocument();
  });

  it('shows a member a friendly text instead of a create button when there is nothing yet', async () => {
    signInAs('member');
    fakeServer(() => ({ status: 200, data: { data: [] } }));
    renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    expect(await screen.findByText(/Courses your teachers create will appear here/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides writer controls from staff without a course permission', async () => {
    signInAs('staff', ['users-management']);
    fakeServer(() => ({ status: 200, data: { data: [alpha] } }));
    renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Create course' })).not.toBeInTheDocument();
  });

  it('keeps the libraries read-only, even for an administrator', async () => {
    signInAs('staff', ['admin-access', 'courses-management']);
    const calls = fakeServer(() => ({ status: 200, data: { data: [aCourse({ name: 'Delta', type: 'kalyna-academy' })] } }));
    renderPage(<AcademyCoursesPage />, { path: '/courses/kalyna-academy' });
    const table = await screen.findByRole('table', { name: 'Kalyna Academy courses' });
    expect(listCalls(calls)[0]?.params).toEqual({ type: 'kalyna-academy', search: '' });
    expect(screen.queryByRole('button', { name: 'Create course' })).not.toBeInTheDocument();
    expect(within(table).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Academy' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/can be viewed here but not changed/)).toBeInTheDocument();
  });

  it('shows a student a library without the staff note about changing it (issue 20)', async () => {
    signInAs('member');
    fakeServer(() => ({ status: 200, data: { data: [aCourse({ name: 'Delta', type: 'kalyna-academy' })] } }));
    renderPage(<AcademyCoursesPage />, { path: '/courses/kalyna-academy' });
    await screen.findByRole('table', { name: 'Kalyna Academy courses' });
    expect(screen.queryByText(/can be viewed here but not changed/)).not.toBeInTheDocument();
  });

  it('offers no reordering while a search narrows the list', async () => {
    fakeServer(() => ({ status: 200, data: { data: [alpha] } }));
    renderPage(<OwnCoursesPage />, { path: '/courses/own', url: '/courses/own?search=alp' });
    const row = await screen.findByRole('row', { name: /Alpha/ });
    expect(within(row).queryByRole('button', { name: /Move up|Reorder/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Alpha' })).toBeInTheDocument();
    expect(screen.getByText('Clear the search to change the order of courses.')).toBeInTheDocument();
  });
});

describe('reordering', () => {
  it('shows the new order at once, then saves every position', async () => {
    const saved = deferred<void>();
    const calls = fakeServer(async (call) => {
      if (call.method === 'PATCH') {
        await saved.promise;
        return { status: 200, data: { data: [] } };
      }
      return { status: 200, data: { data: [alpha, beta, gamma] } };
    });
    const { user } = renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Move down Alpha' }));
    // Before the server answered.
    await waitFor(() => expect(rowNames()).toEqual(['Beta', 'Alpha', 'Gamma']));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('courses/reorder');
    expect(patch?.body).toEqual({
      items: [
        { id: beta.id, position: 0 },
        { id: alpha.id, position: 1 },
        { id: gamma.id, position: 2 },
      ],
    });
    expect(screen.getByText('Alpha moved to position 2 of 3.')).toBeInTheDocument();
    // Focus stays with the moved course, so pressing again keeps moving it.
    expect(screen.getByRole('button', { name: 'Move down Alpha' })).toHaveFocus();

    await act(async () => saved.resolve());
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('moves up, and disables moves past either end', async () => {
    const calls = fakeServer((call) => (call.method === 'PATCH' ? { status: 200, data: { data: [] } } : { status: 200, data: { data: [alpha, beta, gamma] } }));
    const { user } = renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Move up Alpha' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down Gamma' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move up Gamma' }));
    await waitFor(() => expect(rowNames()).toEqual(['Alpha', 'Gamma', 'Beta']));
    await user.click(screen.getByRole('button', { name: 'Move up Gamma' }));
    await waitFor(() => expect(rowNames()).toEqual(['Gamma', 'Alpha', 'Beta']));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    // At the top the "up" button is disabled, so focus moves to its neighbour.
    expect(screen.getByRole('button', { name: 'Move down Gamma' })).toHaveFocus();
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches.at(-1)?.body).toEqual({
      items: [
        { id: gamma.id, position: 0 },
        { id: alpha.id, position: 1 },
        { id: beta.id, position: 2 },
      ],
    });
  });

  it('reports a failed save and reloads what the server kept', async () => {
    const calls = fakeServer((call) =>
      call.method === 'PATCH' ? { status: 403, data: { statusCode: 403, code: 'FORBIDDEN', message: 'You do not have permission to do this' } } : { status: 200, data: { data: [alpha, beta] } },
    );
    const { user } = renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Move down Alpha' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    await waitFor(() => expect(rowNames()).toEqual(['Alpha', 'Beta']));
    expect(toasts()).toContain('error: You do not have permission to do this');
  });
});

describe('delete and duplicate', () => {
  it('asks before deleting, then reloads with the current type and search', async () => {
    let courses: Course[] = [alpha, beta];
    const calls = fakeServer((call) => {
      if (call.method === 'DELETE') {
        courses = courses.filter((course) => !call.url.endsWith(course.id));
        return { status: 204 };
      }
      return { status: 200, data: { data: courses } };
    });
    const { user } = renderPage(<OwnCoursesPage />, { path: '/courses/own', url: '/courses/own?search=a' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete Beta' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete course' });
    expect(dialog).toHaveAccessibleDescription(/Delete “Beta”\?/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('row', { name: /Beta/ })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`courses/${beta.id}`);
    expect(listCalls(calls).at(-1)?.params).toEqual({ type: 'own', search: 'a' });
    expect(toasts()).toContain('success: Course deleted successfully');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the course when deletion is cancelled', async () => {
    const calls = fakeServer(() => ({ status: 200, data: { data: [alpha] } }));
    const { user } = renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    await screen.findByRole('table');
    const trigger = screen.getByRole('button', { name: 'Delete Alpha' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('duplicates and reloads the list', async () => {
    const copy = aCourse({ name: 'Alpha (copy)', position: 1 });
    let courses: Course[] = [alpha, beta];
    const calls = fakeServer((call) => {
      if (call.method === 'POST') {
        courses = [alpha, copy, { ...beta, position: 2 }];
        return { status: 201, data: { data: copy } };
      }
      return { status: 200, data: { data: courses } };
    });
    const { user } = renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Duplicate Alpha' }));
    await screen.findByRole('row', { name: /Alpha \(copy\)/ });
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(`courses/${alpha.id}/duplicate`);
    expect(rowNames()).toEqual(['Alpha', 'Alpha (copy)', 'Beta']);
    expect(toasts()).toContain('success: Course duplicated successfully');
  });

  it('shows the server message when duplicating fails', async () => {
    fakeServer((call) => (call.method === 'POST' ? { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Course not found' } } : { status: 200, data: { data: [alpha] } }));
    const { user } = renderPage(<OwnCoursesPage />, { path: '/courses/own' });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Duplicate Alpha' }));
    await waitFor(() => expect(toasts()).toContain('error: Course not found'));
  });
});
