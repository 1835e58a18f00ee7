import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderPage } from '@school/shared/testing';
import type { PlanInput } from '../../../admin-contracts';
import { aPlan, paged } from '../../../test/admin';
import { resetSession, signInAsManager, toasts } from '../../../test/session';
import { PlansPage } from './plans-page';

const PATH = '/settings/school/plans';

beforeEach(() => {
  resetSession();
  signInAsManager(['admin-access']);
});

afterEach(resetSession);

describe('tariff plans page', () => {
  it('lists the plans with their packs priced exactly in the plan’s currency', async () => {
    const plan = aPlan({ name: 'Standard', currency: 'USD', durationMinutes: 45, validityDays: 60, packs: [{ id: aPlan().packs[0]!.id, lessons: 8, price: 19999 }] });
    const calls = fakeServer(() => ({ status: 200, data: paged([plan]) }));
    renderPage(<PlansPage />, { path: PATH });
    const table = await screen.findByRole('table', { name: 'Tariff plans' });
    const row = within(table).getByText('Standard').closest('tr') as HTMLElement;
    expect(within(row).getByText('Lessons: 8 · $199.99')).toBeInTheDocument();
    expect(within(row).getByText('45 min')).toBeInTheDocument();
    expect(within(row).getByText('60 d')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('school/plans');
    expect(calls[0]?.params).toEqual({ page: 1, limit: 10 });
    expect(screen.getByRole('navigation', { name: 'School settings' })).toBeInTheDocument();
  });

  it('creates a plan with two packs, sending prices as integer minor units', async () => {
    let created: PlanInput | null = null;
    const calls = fakeServer((call) => {
      if (call.method === 'POST') {
        created = call.body as PlanInput;
        return { status: 201, data: { data: aPlan({ name: 'Intensive' }) } };
      }
      return { status: 200, data: paged([]) };
    });
    const { user } = renderPage(<PlansPage />, { path: PATH });
    await screen.findByText('There are no tariff plans yet.');
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tariff plan' });
    await user.type(within(dialog).getByLabelText('Name'), 'Intensive');
    await user.selectOptions(within(dialog).getByLabelText('Currency'), 'EUR');
    const first = within(dialog).getByRole('group', { name: 'Pack 1' });
    await user.type(within(first).getByLabelText('Lessons'), '8');
    await user.type(within(first).getByLabelText('Price, EUR'), '150,50');
    await user.click(within(dialog).getByRole('button', { name: 'Add pack' }));
    const second = within(dialog).getByRole('group', { name: 'Pack 2' });
    await user.type(within(second).getByLabelText('Lessons'), '16');
    await user.type(within(second).getByLabelText('Price, EUR'), '280');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(created).not.toBeNull());
    expect(created).toEqual({
      name: 'Intensive',
      durationMinutes: 60,
      validityDays: 30,
      currency: 'EUR',
      status: 'active',
      packs: [
        { lessons: 8, price: 15050 },
        { lessons: 16, price: 28000 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toContain('success: Plan Intensive created');
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('refuses a price with too many decimals or a lesson count out of range, and sends nothing', async () => {
    const calls = fakeServer(() => ({ status: 200, data: paged([]) }));
    const { user } = renderPage(<PlansPage />, { path: PATH });
    await screen.findByText('There are no tariff plans yet.');
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'New tariff plan' });
    await user.type(within(dialog).getByLabelText('Name'), 'Broken');
    await user.clear(within(dialog).getByLabelText('Lesson duration, minutes'));
    await user.type(within(dialog).getByLabelText('Lesson duration, minutes'), '2');
    await user.type(within(dialog).getByLabelText('Lessons'), '0');
    await user.type(within(dialog).getByLabelText('Price, UAH'), '10.555');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('The lesson duration must be from 5 to 600 minutes')).toBeInTheDocument();
    expect(within(dialog).getByText('The number of lessons must be a whole number from 1 to 1000')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a price of 0 or more, such as 1500.00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Lesson duration, minutes')).toHaveFocus();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('edits a plan keeping the ids of its packs, and deletes one after confirmation', async () => {
    const plan = aPlan({ name: 'Standard' });
    let sent: PlanInput | null = null;
    const calls = fakeServer((call) => {
      if (call.method === 'PUT') {
        sent = call.body as PlanInput;
        return { status: 200, data: { data: plan } };
      }
      if (call.method === 'DELETE') return { status: 204 };
      return { status: 200, data: paged([plan]) };
    });
    const { user } = renderPage(<PlansPage />, { path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Edit plan Standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tariff plan' });
    expect(within(dialog).getByLabelText('Price, UAH')).toHaveValue('2400.00');
    await user.clear(within(dialog).getByLabelText('Lessons'));
    await user.type(within(dialog).getByLabelText('Lessons'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({ packs: [{ id: plan.packs[0]?.id, lessons: 10, price: 240000 }] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete plan Standard' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete plan' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === `school/plans/${plan.id}`)).toBe(true));
    await waitFor(() => expect(toasts()).toContain('success: Plan deleted'));
  });
});
