import { screen, within } from '@testing-library/react';
import { fakeServer, renderPage } from '@school/shared/testing';
import type { AnalyticsBucket, AnalyticsDashboard, AnalyticsGeneral } from '../../../admin-contracts';
import { resetSession, signInAsManager } from '../../../test/session';
import { AnalyticsPage } from './analytics-page';

const period = { timeZone: 'UTC', from: '2030-03-18T00:00:00.000Z', to: '2030-03-20T00:00:00.000Z' };
const bucket = (start: string, figures: Partial<AnalyticsBucket> = {}): AnalyticsBucket => ({ start, planned: 0, completed: 0, canceled: 0, paid: 0, unpaid: 0, revenue: [], ...figures });
const general = (figures: Partial<AnalyticsGeneral> = {}): AnalyticsGeneral => ({ range: '30d', ...period, students: 3, staff: 2, lessons: 0, revenue: [], ...figures });
const dashboard = (buckets: AnalyticsBucket[], range: AnalyticsDashboard['range'] = '30d'): AnalyticsDashboard => ({ range, ...period, unit: range === '30d' ? 'day' : 'week', buckets });

beforeEach(() => {
  resetSession();
  signInAsManager(['teacher']);
});

afterEach(resetSession);

describe('analytics page', () => {
  it('shows the figures and a table of the days, and asks for weeks when the range changes', async () => {
    const calls = fakeServer((call) => {
      const range = call.params.range as AnalyticsDashboard['range'];
      if (call.url === 'analytics/general') return { status: 200, data: { data: general({ range, lessons: 4, revenue: [{ currency: 'UAH', amount: 320000 }] }) } };
      return { status: 200, data: { data: dashboard([bucket('2030-03-18', { completed: 2, paid: 1, unpaid: 1 }), bucket('2030-03-19', { planned: 2, revenue: [{ currency: 'UAH', amount: 320000 }] })], range) } };
    });
    const { user } = renderPage(<AnalyticsPage />, { path: '/analytics' });
    expect(await screen.findByText('Students')).toBeInTheDocument();
    expect(screen.getByText('Students').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Lessons').nextElementSibling).toHaveTextContent('4');
    const table = screen.getByRole('table', { name: 'Lessons and revenue by day' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Planned', 'Completed', 'Canceled', 'Paid', 'Unpaid', 'Revenue']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '2', '0', '1', '1', '—']);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[5]).toHaveTextContent('3,200.00');
    expect(calls.find((call) => call.url === 'analytics/dashboard')?.params).toMatchObject({ range: '30d', timeZone: expect.any(String) });
    // The charts arrive in a chunk of their own, in a labelled region, described by the table.
    const charts = await screen.findByRole('region', { name: 'Charts' });
    expect(await within(charts).findByRole('figure', { name: 'Lessons by status' })).toHaveAttribute('aria-describedby', table.id);
    expect(within(charts).getByRole('figure', { name: 'Revenue, UAH' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Range'), '3 months');
    expect(await screen.findByRole('table', { name: 'Lessons and revenue by week' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === 'analytics/dashboard').at(-1)?.params).toMatchObject({ range: '3m' });
    expect(calls.filter((call) => call.url === 'analytics/general').at(-1)?.params).toMatchObject({ range: '3m' });
    await user.selectOptions(screen.getByLabelText('Range'), '6 months');
    expect(await screen.findByRole('table', { name: 'Lessons and revenue by week' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === 'analytics/dashboard').at(-1)?.params).toMatchObject({ range: '6m' });
  });

  it('says "No data available" when nothing happened in the range', async () => {
    fakeServer((call) => (call.url === 'analytics/general' ? { status: 200, data: { data: general() } } : { status: 200, data: { data: dashboard([bucket('2030-03-18'), bucket('2030-03-19')]) } }));
    renderPage(<AnalyticsPage />, { path: '/analytics' });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Charts' })).not.toBeInTheDocument();
    expect(screen.getByText('Staff').nextElementSibling).toHaveTextContent('2');
  });

  it('shows the server’s message when the figures cannot be read', async () => {
    fakeServer(() => ({ status: 403, data: { statusCode: 403, code: 'forbidden', message: 'Not for you' } }));
    renderPage(<AnalyticsPage />, { path: '/analytics' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not for you');
  });
});
