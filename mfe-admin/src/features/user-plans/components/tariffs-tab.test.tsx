import { screen, waitFor, within } from '@testing-library/react';
import { userPlanKeys } from '@school/shared/query';
import { fakeServer, renderPage } from '@school/shared/testing';
import type { UserPlan } from '../../../admin-contracts';
import { aPlan, aUserPlan, anAdminUser, paged } from '../../../test/admin';
import { resetSession, signInAsManager, toasts } from '../../../test/session';
import { TariffsTab } from './tariffs-tab';

const student = anAdminUser({ firstName: 'Ann', lastName: 'Bond' });
const standard = aPlan({ name: 'Standard', packs: [{ id: '41000000-0000-4000-8000-000000000901', lessons: 8, price: 240000 }, { id: '41000000-0000-4000-8000-000000000902', lessons: 16, price: 450000 }] });
/** Today as the dialog fills it in: the reader's calendar day. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const retired = aPlan({ name: 'Old', status: 'inactive' });

beforeEach(() => {
  resetSession();
  signInAsManager(['users-management']);
});

afterEach(resetSession);

describe('tariffs tab', () => {
  it('assigns a pack of an active plan, then pays it; the card shows what the server says', async () => {
    let plans: UserPlan[] = [];
    const calls = fakeServer((call) => {
      if (call.url === 'school/plans') return { status: 200, data: paged([standard, retired]) };
      if (call.method === 'POST') {
        plans = [aUserPlan({ id: '50000000-0000-4000-8000-000000000777', planName: 'Standard', lessons: 16, price: 450000 })];
        return { status: 201, data: { data: plans[0] } };
      }
      if (call.method === 'PATCH') {
        plans = plans.map((plan) => ({ ...plan, status: 'active', lessonsRemaining: 16, purchasedAt: '2026-03-02T10:00:00.000Z', nextPaymentAt: '2026-04-01T10:00:00.000Z' }));
        return { status: 200, data: { data: plans[0] } };
      }
      return { status: 200, data: paged(plans) };
    });
    const { user } = renderPage(<TariffsTab user={student} />, { path: '/' });
    expect(await screen.findByText('No plans assigned yet.')).toBeInTheDocument();
    const select = await screen.findByLabelText('Plan and pack');
    // Only active plans are offered.
    expect(within(select).queryByRole('group', { name: 'Old' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.url === 'school/plans')?.params).toEqual({ page: 1, limit: 100 });
    await user.selectOptions(select, within(select).getByRole('option', { name: /Standard — lessons: 16, UAH.4,500\.00/ }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    const card = await screen.findByRole('article', { name: 'Standard' });
    expect(within(card).getByText('Not paid')).toBeInTheDocument();
    expect(within(card).getByText('Inactive')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ planPackId: '41000000-0000-4000-8000-000000000902' });
    // An unpaid plan can be deleted, not corrected.
    expect(within(card).getByRole('button', { name: 'Delete Standard' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Correct/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Pay Standard' }));
    const form = await screen.findByRole('dialog', { name: 'Payment for Standard' });
    // Prefilled with the price in the pack's currency, today, a method to pick.
    expect(within(form).getByLabelText('Amount taken (UAH)')).toHaveValue('4500.00');
    expect(within(form).getByLabelText('Payment date')).toHaveValue(today());
    await user.selectOptions(within(form).getByLabelText('Method'), 'Card');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    // Nothing is written before the confirmation.
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm the payment' });
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    expect(confirm).toHaveTextContent(/UAH.4,500\.00/);
    expect(confirm).toHaveTextContent('Card');
    await user.click(within(confirm).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Standard' })).getByText('Active')).toBeInTheDocument());
    const paid = screen.getByRole('article', { name: 'Standard' });
    expect(within(paid).getByText('Remaining').nextElementSibling).toHaveTextContent('16');
    expect(within(paid).getByText('Purchased').nextElementSibling).toHaveTextContent('02.03.2026');
    expect(within(paid).queryByRole('button', { name: 'Delete Standard' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ action: 'pay', paidAmount: 450000, paidOn: today(), method: 'card' });
    expect(toasts()).toEqual(['success: Standard assigned', 'success: Standard paid: lessons added']);
  });

  it('makes the student’s plan history stale when a plan is paid, so the history tab reads it again', async () => {
    const unpaid = aUserPlan({ planName: 'Standard' });
    fakeServer((call) => {
      if (call.url === 'school/plans') return { status: 200, data: paged([standard]) };
      if (call.method === 'PATCH') return { status: 200, data: { data: { ...unpaid, purchasedAt: '2026-03-02T10:00:00.000Z' } } };
      return { status: 200, data: paged([unpaid]) };
    });
    const { user, queryClient } = renderPage(<TariffsTab user={student} />, { path: '/' });
    // The history tab was seen before: its first page is cached.
    queryClient.setQueryData(userPlanKeys.history(student.id, 1), paged([]));
    await user.click(await screen.findByRole('button', { name: 'Pay Standard' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Payment for Standard' })).getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Confirm the payment' })).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(queryClient.getQueryState(userPlanKeys.history(student.id, 1))?.isInvalidated).toBe(true));
  });

  it('corrects the balance with a manual amount and shows the ledger’s refusal', async () => {
    const plan = aUserPlan({ planName: 'Standard', status: 'active', lessonsRemaining: 2, purchasedAt: '2026-03-02T10:00:00.000Z' });
    const calls = fakeServer((call) => {
      if (call.url === 'school/plans') return { status: 200, data: paged([standard]) };
      if (call.method === 'PATCH') return { status: 409, data: { message: 'The balance cannot go below zero' } };
      return { status: 200, data: paged([plan]) };
    });
    const { user } = renderPage(<TariffsTab user={student} />, { path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Correct balance of Standard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the balance of Standard' });
    expect(within(dialog).getByText('Remaining now: 2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number of lessons from -1000 to 1000, not 0')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason of 1 to 500 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Lessons to add (negative to take away)'), '-5');
    await user.type(within(dialog).getByLabelText('Reason'), ' Lessons taken before the platform ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The balance cannot go below zero')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ action: 'adjust', amount: -5, reason: 'Lessons taken before the platform' }]);
  });

  it('refuses an amount that is not money of the currency and a day in the future, before anything is sent', async () => {
    const unpaid = aUserPlan({ planName: 'Standard', price: 240000 });
    const calls = fakeServer((call) => {
      if (call.url === 'school/plans') return { status: 200, data: paged([standard]) };
      return { status: 200, data: paged([unpaid]) };
    });
    const { user } = renderPage(<TariffsTab user={student} />, { path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Pay Standard' }));
    const form = await screen.findByRole('dialog', { name: 'Payment for Standard' });
    const amount = within(form).getByLabelText('Amount taken (UAH)');
    await user.clear(amount);
    await user.type(amount, '12.345');
    const date = within(form).getByLabelText('Payment date');
    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText('Enter an amount of this currency, e.g. 2400.00')).toBeInTheDocument();
    expect(within(form).getByText('Choose a date that is not in the future')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('deactivates a paid plan and activates it again', async () => {
    let plan = aUserPlan({ planName: 'Standard', status: 'active', lessonsRemaining: 4, purchasedAt: '2026-03-02T10:00:00.000Z' });
    const calls = fakeServer((call) => {
      if (call.url === 'school/plans') return { status: 200, data: paged([standard]) };
      if (call.method === 'PATCH') {
        plan = { ...plan, status: (call.body as { action: string }).action === 'activate' ? 'active' : 'inactive' };
        return { status: 200, data: { data: plan } };
      }
      return { status: 200, data: paged([plan]) };
    });
    const { user } = renderPage(<TariffsTab user={student} />, { path: '/' });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Standard' }));
    await user.click(await screen.findByRole('button', { name: 'Activate Standard' }));
    await screen.findByRole('button', { name: 'Deactivate Standard' });
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ action: 'deactivate' }, { action: 'activate' }]);
  });
});
