import { screen, within } from '@testing-library/react';
import { renderPage } from '@school/shared/testing';
import type { AnalyticsBucket } from '../../../admin-contracts';
import { resetSession, signInAsManager } from '../../../test/session';
import { AnalyticsCharts } from './analytics-charts';
import { AnalyticsTable } from './analytics-table';

const bucket = (start: string, figures: Partial<AnalyticsBucket> = {}): AnalyticsBucket => ({ start, planned: 0, completed: 0, canceled: 0, paid: 0, unpaid: 0, revenue: [], ...figures });

const buckets = [
  bucket('2030-03-18', { planned: 1, completed: 2, paid: 1, unpaid: 1, revenue: [{ currency: 'UAH', amount: 150050 }] }),
  bucket('2030-03-25', { canceled: 1, revenue: [{ currency: 'USD', amount: 4000 }, { currency: 'UAH', amount: 100000 }] }),
];

beforeEach(() => {
  resetSession();
  signInAsManager(['teacher']);
});

afterEach(resetSession);

describe('analytics charts', () => {
  it('draws a figure for the lessons, one for payments and one per currency, each described by the table', () => {
    renderPage(
      <>
        <AnalyticsCharts buckets={buckets} tableId="figures" />
        <AnalyticsTable id="figures" unit="week" buckets={buckets} />
      </>,
      { path: '/analytics' },
    );
    expect(screen.getByRole('figure', { name: 'Lessons by status' })).toHaveAttribute('aria-describedby', 'figures');
    expect(screen.getByRole('figure', { name: 'Paid and unpaid lessons' })).toBeInTheDocument();
    // Currencies are never added together: a chart each, in the order they first appear.
    expect(screen.getAllByRole('figure').map((figure) => figure.querySelector('figcaption')?.textContent)).toEqual([
      'Lessons by status',
      'Paid and unpaid lessons',
      'Revenue, UAH',
      'Revenue, USD',
    ]);
    // The description the charts point at is the table of the same figures.
    const table = screen.getByRole('table', { name: 'Lessons and revenue by week' });
    expect(table).toHaveAttribute('id', 'figures');
    const rows = within(table).getAllByRole('row');
    const first = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(first.slice(0, 5).map((cell) => cell.textContent)).toEqual(['1', '2', '0', '1', '1']);
    expect(first[5]).toHaveTextContent('UAH 1,500.50');
    expect(within(rows[2] as HTMLElement).getAllByRole('cell')[5]).toHaveTextContent('$40.00, UAH 1,000.00');
  });

  it('draws nothing for a currency nobody paid in', () => {
    renderPage(<AnalyticsCharts buckets={[bucket('2030-03-18', { completed: 1 })]} tableId="figures" />, { path: '/analytics' });
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });
});
