import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, toast, useTranslation } from '@school/shared';
import { planKeys, useQuery, userPlanKeys, useWrite } from '@school/shared/query';
import { Button, ConfirmDialog, FormDialog, media, MutedText, Select, SubmitButton, TextField } from '@school/shared/ui';
import type { AdminUser, Plan, UserPlan, UserPlanActionInput } from '../../../admin-contracts';
import { LoadFailed, Loading } from '../../../components/list-state';
import { Actions } from '../../../components/page';
import { PagedRows } from '../../../components/paged-results';
import { formatMoney } from '../../../lib/money';
import { usePagedRead } from '../../../lib/paged-read';
import { plansApi } from '../../plans';
import { userPlansApi } from '../api/user-plans-api';
import { PayDialog, type PaymentInput } from './pay-dialog';
import { UserPlanCard } from './user-plan-card';

type Modal = { kind: 'adjust'; plan: UserPlan } | { kind: 'pay'; plan: UserPlan } | { kind: 'delete'; plan: UserPlan } | null;

/**
 * The tariffs tab of a student: assign a pack of an active plan, then pay, activate or
 * deactivate it, correct its balance (a manual ledger entry) or delete an unpaid one.
 */
export function TariffsTab({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const list = usePagedRead(userPlanKeys.list(user.id, page), (signal) => userPlansApi.list(user.id, page, signal));
  const [modal, setModal] = useState<Modal>(null);
  // Every write to a plan changes the student's plans and balance ledger: both are read again
  // (the plan history tab shows what paying has just written).
  const changed = [userPlanKeys.of(user.id)];
  const adjust = useWrite<UserPlan, { plan: UserPlan; amount: number; reason: string }>({
    write: ({ plan, amount, reason }) => userPlansApi.act(user.id, plan.id, { action: 'adjust', amount, reason }),
    success: (_result, { plan }) => t('userPlans.toast.adjusted', { name: plan.planName }),
    // The dialog shows the failure in place (and toasts it itself).
    failure: false,
    invalidates: changed,
  });
  const action = useWrite<UserPlan, { plan: UserPlan; input: UserPlanActionInput; done: string }>({
    write: ({ plan, input }) => userPlansApi.act(user.id, plan.id, input),
    success: (_result, { plan, done }) => t(done, { name: plan.planName }),
    failure: t('userPlans.toast.actionError'),
    invalidates: changed,
  });
  const pay = useWrite<UserPlan, { plan: UserPlan; payment: PaymentInput }>({
    write: ({ plan, payment }) => userPlansApi.act(user.id, plan.id, { action: 'pay', ...payment }),
    success: (_result, { plan }) => t('userPlans.toast.paid', { name: plan.planName }),
    // The dialog tells a failure itself and stays open.
    failure: false,
    invalidates: changed,
    onSuccess: () => setModal(null),
  });
  const remove = useWrite<unknown, UserPlan>({
    write: (plan) => userPlansApi.remove(user.id, plan.id),
    success: t('userPlans.toast.deleted'),
    failure: t('userPlans.toast.actionError'),
    invalidates: changed,
    onSuccess: () => setModal(null),
  });
  const busy = action.isPending ? (action.variables?.plan.id ?? null) : null;

  function act(plan: UserPlan, input: UserPlanActionInput, done: string) {
    action.mutate({ plan, input, done });
  }

  return (
    <Frame>
      <AssignPlan
        userId={user.id}
        onAssigned={() => setPage(1)}
      />
      <PagedRows list={list} onPage={setPage} texts={{ loading: t('userPlans.loading'), loadError: t('userPlans.loadError'), empty: t('userPlans.empty') }}>
        {(rows) => (
          <Cards aria-label={t('userPlans.listLabel')}>
            {rows.map((plan) => {
              const paid = plan.purchasedAt !== null;
              const disabled = busy !== null;
              return (
                <li key={plan.id}>
                  <UserPlanCard
                    plan={plan}
                    actions={
                      <Actions>
                        {!paid && (
                          <Button type="button" $variant="primary" disabled={disabled} aria-label={t('userPlans.actions.payNamed', { name: plan.planName })} onClick={() => setModal({ kind: 'pay', plan })}>
                            {t('userPlans.actions.pay')}
                          </Button>
                        )}
                        {paid && plan.status !== 'active' && (
                          <Button type="button" disabled={disabled} aria-label={t('userPlans.actions.activateNamed', { name: plan.planName })} onClick={() => act(plan, { action: 'activate' }, 'userPlans.toast.activated')}>
                            {t('userPlans.actions.activate')}
                          </Button>
                        )}
                        {paid && plan.status === 'active' && (
                          <Button type="button" disabled={disabled} aria-label={t('userPlans.actions.deactivateNamed', { name: plan.planName })} onClick={() => act(plan, { action: 'deactivate' }, 'userPlans.toast.deactivated')}>
                            {t('userPlans.actions.deactivate')}
                          </Button>
                        )}
                        {paid && (
                          <Button type="button" $variant="ghost" disabled={disabled} aria-label={t('userPlans.actions.adjustNamed', { name: plan.planName })} onClick={() => setModal({ kind: 'adjust', plan })}>
                            {t('userPlans.actions.adjust')}
                          </Button>
                        )}
                        {/* A paid plan has ledger entries, which are never removed: it is deactivated instead. */}
                        {!paid && (
                          <Button type="button" $variant="ghost" disabled={disabled} aria-label={t('userPlans.actions.deleteNamed', { name: plan.planName })} onClick={() => setModal({ kind: 'delete', plan })}>
                            {t('actions.delete')}
                          </Button>
                        )}
                      </Actions>
                    }
                  />
                </li>
              );
            })}
          </Cards>
        )}
      </PagedRows>
      {modal?.kind === 'adjust' && (
        <AdjustDialog
          plan={modal.plan}
          onClose={() => setModal(null)}
          onSave={async (amount, reason) => {
            await adjust.mutateAsync({ plan: modal.plan, amount, reason });
            setModal(null);
          }}
        />
      )}
      {modal?.kind === 'pay' && <PayDialog plan={modal.plan} onClose={() => setModal(null)} onPay={(payment) => pay.mutateAsync({ plan: modal.plan, payment })} />}
      {modal?.kind === 'delete' && (
        <ConfirmDialog
          title={t('userPlans.delete.title')}
          question={t('userPlans.delete.question', { name: modal.plan.planName })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          onClose={() => setModal(null)}
          onConfirm={() => remove.mutateAsync(modal.plan)}
        />
      )}
    </Frame>
  );
}

/** A pack of one of the school's active plans, picked from one list and assigned at once. */
function AssignPlan({ userId, onAssigned }: { userId: string; onAssigned: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const selectId = useId();
  const [packId, setPackId] = useState('');
  // The pick list: one page of the largest size the API allows, active plans only.
  const pickQuery = { page: 1, q: '', limit: 100 };
  const read = useQuery({
    queryKey: planKeys.list({ ...pickQuery }),
    queryFn: ({ signal }) => plansApi.list(pickQuery, signal),
    select: (answer): Plan[] => answer.data.filter((plan) => plan.status === 'active'),
  });
  const plans = read.data ?? null;
  const error = plans ? null : read.error;
  const write = useWrite<UserPlan, string>({
    write: (chosen) => userPlansApi.assign(userId, chosen),
    success: (assigned) => t('userPlans.toast.assigned', { name: assigned.planName }),
    failure: t('userPlans.toast.assignError'),
    invalidates: [userPlanKeys.of(userId)],
    onSuccess: () => {
      setPackId('');
      onAssigned();
    },
  });
  const saving = write.isPending;


  if (error) return <LoadFailed error={error} fallback={t('userPlans.plansError')} onRetry={() => void read.refetch()} />;
  if (!plans) return <Loading label={t('userPlans.plansLoading')} />;
  if (plans.length === 0) return <MutedText>{t('userPlans.noPlans')}</MutedText>;

  function assign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (packId) write.mutate(packId);
  }

  return (
    <AssignForm onSubmit={assign} aria-label={t('userPlans.assignLabel')}>
      <label htmlFor={selectId}>{t('userPlans.pack')}</label>
      <Select id={selectId} value={packId} onChange={(event) => setPackId(event.target.value)} disabled={saving}>
        <option value="">{t('userPlans.choosePack')}</option>
        {plans.map((plan) => (
          <optgroup key={plan.id} label={plan.name}>
            {plan.packs.map((pack) => (
              <option key={pack.id} value={pack.id}>
                {t('userPlans.packOption', { plan: plan.name, count: pack.lessons, price: formatMoney(pack.price, plan.currency, i18n.language) })}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <SubmitButton busy={saving} busyLabel={t('form.saving')} disabled={!packId}>
        {t('userPlans.actions.assign')}
      </SubmitButton>
    </AssignForm>
  );
}

/** A manual correction of the balance: whole lessons up or down, never to below zero (the server decides). */
export function AdjustDialog({ plan, onClose, onSave }: { plan: UserPlan; onClose: () => void; onSave: (amount: number, reason: string) => Promise<void> }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = Number(text.trim());
    const badAmount = text.trim() === '' || !Number.isInteger(amount) || amount === 0 || amount < -1000 || amount > 1000;
    const why = reason.trim();
    const badReason = why.length === 0 || why.length > 500;
    setError(badAmount ? t('common:admin.amount') : undefined);
    setReasonError(badReason ? t('userPlans.adjust.reasonError') : undefined);
    if (badAmount || badReason) return;
    setSaving(true);
    try {
      await onSave(amount, why);
    } catch (failure) {
      const message = errorMessage(failure, t('userPlans.toast.actionError'));
      setError(message);
      toast.error(message);
      setSaving(false);
    }
  }

  return (
    <FormDialog
      title={t('userPlans.adjust.title', { name: plan.planName })}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      size="sm"
      submitLabel={t('form.submitSave')}
      busyLabel={t('form.saving')}
    >
    <TextField
      id="adjust-amount"
      name="amount"
      label={t('userPlans.adjust.amount')}
      hint={t('userPlans.adjust.hint', { count: plan.lessonsRemaining })}
      value={text}
      error={error}
      inputMode="numeric"
      data-autofocus
      onChange={(event) => {
        setText(event.target.value);
        setError(undefined);
      }}
      disabled={saving}
    />
    <TextField
      id="adjust-reason"
      name="reason"
      label={t('userPlans.adjust.reason')}
      value={reason}
      error={reasonError}
      maxLength={500}
      required
      onChange={(event) => {
        setReason(event.target.value);
        setReasonError(undefined);
      }}
      disabled={saving}
    />
    </FormDialog>
  );
}

const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
`;

const Cards = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const AssignForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  label {
    font-weight: 600;
  }
  select {
    flex: 1 1 240px;
    min-inline-size: 0;
  }
  ${media.phone} {
    > * {
      flex: 1 1 100%;
    }
  }
`;
