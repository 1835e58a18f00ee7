import { screen, waitFor } from '@testing-library/react';
import { fakeServer, renderPage, type Call } from '@school/shared/testing';
import { clearToasts, toasts } from '../../../test/fixtures';
import { feedAddress } from '../api/feed-api';
import { FeedPanel } from './feed-panel';

beforeEach(clearToasts);

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const made = { token: TOKEN, path: `/tenant/schedule/feed/${TOKEN}.ics`, createdAt: '2026-03-31T08:00:00.000Z' };

const server = (active: boolean) =>
  fakeServer((call: Call) =>
    call.method === 'POST' ? { status: 201, data: { data: made } } : { status: 200, data: { data: active ? { active: true, createdAt: '2026-03-01T08:00:00.000Z' } : { active: false, createdAt: null } } },
  );

it('makes the address where the API is, absolute', () => {
  expect(feedAddress(TOKEN, 'https://school.example.com')).toBe(`https://school.example.com/tenant/schedule/feed/${TOKEN}.ics`);
});

it('creates an address, shows it once and copies it', async () => {
  const calls = server(false);
  const { user } = renderPage(<FeedPanel />, { path: '/lessons/schedule' });

  expect(await screen.findByText('You have no calendar address yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create address' }));
  const field = await screen.findByLabelText('Your calendar address');
  expect(field).toHaveValue(`http://localhost/tenant/schedule/feed/${TOKEN}.ics`);
  expect(field).toHaveAttribute('readonly');
  await user.click(screen.getByRole('button', { name: 'Copy address' }));
  // user-event's clipboard stands in for the browser's.
  await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`http://localhost/tenant/schedule/feed/${TOKEN}.ics`));
  await waitFor(() => expect(toasts()).toEqual(['success: Calendar address made', 'success: Address copied']));
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
});

it('replaces an address in use only after asking', async () => {
  const calls = server(true);
  const { user } = renderPage(<FeedPanel />, { path: '/lessons/schedule' });

  expect(await screen.findByText(/You have a calendar address since Mar 1, 2026/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'New address' }));
  const question = screen.getByRole('alertdialog', { name: 'Replace the calendar address' });
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(question).not.toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'New address' }));
  await user.click(screen.getByRole('button', { name: 'Make a new address' }));
  expect(await screen.findByLabelText('Your calendar address')).toHaveValue(`http://localhost/tenant/schedule/feed/${TOKEN}.ics`);
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
});
