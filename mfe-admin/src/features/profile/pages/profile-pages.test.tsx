import { screen, within } from '@testing-library/react';
import { aUser, fakeServer, renderPage, signInAs } from '@school/shared/testing';
import { aDocument, aUserPlan, paged } from '../../../test/admin';
import { resetSession } from '../../../test/session';
import { MyDocumentsPage, MyPlanHistoryPage, MyPlansPage } from './profile-pages';

beforeEach(() => {
  resetSession();
  signInAs(aUser({ role: 'member' }));
});

afterEach(resetSession);

describe('a member’s own pages', () => {
  it('shows the member’s plans from user/plans, with no administration buttons, under the settings tabs', async () => {
    const plan = aUserPlan({ planName: 'Standard', status: 'active', lessons: 8, lessonsUsed: 3, lessonsRemaining: 5, purchasedAt: '2026-03-02T10:00:00.000Z', nextPaymentAt: '2026-04-01T10:00:00.000Z' });
    const calls = fakeServer(() => ({ status: 200, data: paged([plan]) }));
    renderPage(<MyPlansPage />, { path: '/settings/profile/plans' });
    const card = await screen.findByRole('article', { name: 'Standard' });
    expect(within(card).getByText('Used').nextElementSibling).toHaveTextContent('3');
    expect(within(card).getByText('Remaining').nextElementSibling).toHaveTextContent('5');
    expect(within(card).getByText('Next payment').nextElementSibling).toHaveTextContent('01.04.2026');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['user/plans']);
    const tabs = screen.getByRole('navigation', { name: 'Profile settings' });
    expect(within(tabs).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/settings/profile',
      '/settings/profile/privacy',
      '/settings/profile/plans',
      '/settings/profile/plans-history',
      '/settings/profile/documents',
    ]);
    expect(within(tabs).getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the balance history from user/plans/history, each change signed', async () => {
    fakeServer(() => ({
      status: 200,
      data: paged([
        { id: '70000000-0000-4000-8000-000000000002', planName: 'Standard', amount: -1, type: 'manual', date: '2026-03-03T10:00:00.000Z' },
        { id: '70000000-0000-4000-8000-000000000001', planName: 'Standard', amount: 8, type: 'auto', date: '2026-03-02T10:00:00.000Z' },
      ]),
    }));
    renderPage(<MyPlanHistoryPage />, { path: '/settings/profile/plans-history' });
    const table = await screen.findByRole('table', { name: 'Balance history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(2).map((cell) => cell.textContent))).toEqual([
      ['Manual correction', '−1'],
      ['Paid pack', '+8'],
    ]);
  });

  it('lists the member’s documents with a download and no type, edit or delete', async () => {
    const calls = fakeServer(() => ({ status: 200, data: paged([aDocument({ name: 'Certificate', type: 'public' })]) }));
    renderPage(<MyDocumentsPage />, { path: '/settings/profile/documents' });
    const list = await screen.findByRole('list', { name: 'My documents' });
    expect(within(list).getByRole('button', { name: 'Download Certificate' })).toBeInTheDocument();
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).queryByText('Public')).not.toBeInTheDocument();
    expect(calls[0]?.url).toBe('user/documents');
    expect(calls[0]?.params).toEqual({ page: 1, limit: 100 });
  });

  it('names the group a shared document comes from', async () => {
    fakeServer(() => ({ status: 200, data: paged([aDocument({ name: 'Reading list', type: 'public', groupName: 'Morning B1' }), aDocument({ name: 'Certificate', type: 'public' })]) }));
    renderPage(<MyDocumentsPage />, { path: '/settings/profile/documents' });
    const list = await screen.findByRole('list', { name: 'My documents' });
    const [shared, own] = within(list).getAllByRole('listitem');
    expect(shared).toHaveTextContent('Group: Morning B1');
    expect(own).not.toHaveTextContent('Group:');
    expect(within(list).getAllByRole('button', { name: /^Download / })).toHaveLength(2);
  });

  it('says when there is nothing yet', async () => {
    fakeServer(() => ({ status: 200, data: paged([]) }));
    renderPage(<MyDocumentsPage />, { path: '/settings/profile/documents' });
    expect(await screen.findByText('There are no documents for you yet.')).toBeInTheDocument();
  });
});
