import { screen } from '@testing-library/react';
import { renderPage } from '@school/shared/testing';
import { resetSession, signInAsManager } from '../../../test/session';
import { ChartsRegion } from './charts-region';

// The chart chunk failing to arrive (a deploy replaced it, the network dropped), as the lazy import sees it.
jest.mock('./analytics-charts', () => {
  throw new Error('Loading chunk admin-analytics-charts failed');
});

beforeEach(() => {
  resetSession();
  signInAsManager(['teacher']);
});

afterEach(resetSession);

it('says the table holds every figure when the charts cannot be loaded', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderPage(<ChartsRegion buckets={[{ start: '2030-03-18', planned: 1, completed: 0, canceled: 0, paid: 0, unpaid: 0, revenue: [] }]} tableId="figures" />, { path: '/analytics' });
  expect(screen.getByRole('region', { name: 'Charts' })).toBeInTheDocument();
  expect(await screen.findByText('The charts could not be loaded. The table below holds every figure.')).toBeInTheDocument();
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  quiet.mockRestore();
});
