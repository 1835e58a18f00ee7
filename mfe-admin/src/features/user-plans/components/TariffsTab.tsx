import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, toast, useTranslation } from '@school/shared';
import { Button, FormDialog, media, MutedText, Select, SubmitButton, TextField } from '@school/shared/ui';
import type { AdminUser, Plan, UserPlan, UserPlanActionInput } from '../../../admin-contracts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LoadFailed, Loading } from '../../../components/ListState';
import { Actions } from '../../../components/page';
import { PagedRows } from '../../../components/PagedResults';
import { formatMoney } from '../../../lib/money';
import { usePagedList } from '../../../lib/use-paged-list';
import { plansApi } from '../../plans';
import { userPlansApi } from '../api/user-plans-api';
import { UserPlanCard } from './UserPlanCard';

type Modal = { kind: 'adjust'; plan: UserPlan } | { kind: 'delete'; plan: UserPlan } | null;

/**
 * The tariffs tab of a student: assign a pack of an active plan, then pay, activate or
 * deactivate it, correct its balance (a manual ledger entry) or delete an unpaid one.
 */
export function TariffsTab({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const list = usePagedList(`${user.id}:${page}`, () => userPlansApi.list(user.id, page));
  const [busy, setBusy] = useState<string | null>(null);
  const [modal, setModal] = useState<Modal>(null);

  async function act(plan: UserPlan, input: UserPlanActionInput, done: string) {
    setBusy(plan.id);
    try {
      await userPlansApi.act(user.id, plan.id, input);
      toast.success(t(done, { name: plan.planName }));
      await list.reload();
    } catch (error) {
      toast.error(errorMessage(error, t('userPlans.toast.actionError')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Frame>
      <AssignPlan
        userId={user.id}
        onAssigned={() => {
          if (page === 1) void list.reload();
          else setPage(1);
        }}
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
                          <Button type="button" $variant="primary" disabled={disabled} aria-label={t('userPlans.actions.payNamed', { name: plan.planName })} onClick={() => void act(plan, { action: 'pay' }, 'userPlans.toast.paid')}>
                            {t('userPlans.actions.pay')}
                          </Button>
                        )}
                        {paid && plan.status !== 'active' && (
                          <Button type="button" disabled={disabled} aria-label={t('userPlans.actions.activateNamed', { name: plan.planName })} onClick={() => void act(plan, { action: 'activate' }, 'userPlans.toast.activated')}>
                            {t('userPlans.actions.activate')}
                          </Button>
                        )}
                        {paid && plan.status === 'active' && (
                          <Button type="button" disabled={disabled} aria-label={t('userPlans.actions.deactivateNamed', { name: plan.planName })} onClick={() => void act(plan, { action: 'deactivate' }, 'userPlans.toast.deactivated')}>
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
          onSave={async (amount) => {
            await userPlansApi.act(user.id, modal.plan.id, { action: 'adjust', amount });
            toast.success(t('userPlans.toast.adjusted', { name: modal.plan.planName }));
            setModal(null);
            await list.reload();
          }}
        />
      )}
      {modal?.kind === 'delete' && (
        <ConfirmDialog
          title={t('userPlans.delete.title')}
          question={t('userPlans.delete.question', { name: modal.plan.planName })}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          errorFallback={t('userPlans.toast.actionError')}
          successMessage={t('userPlans.toast.deleted')}
          action={() => userPlansApi.remove(user.id, modal.plan.id)}
          onClose={() => setModal(null)}
          onDone={() => {
            setModal(null);
            void list.reload();
          }}
        />
      )}
    </Frame>
  );
}

/** A pack of one of the school's active plans, picked from one list and assigned at once. */
function AssignPlan({ userId, onAssigned }: { userId: string; onAssigned: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const selectId = useId();
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [packId, setPackId] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    setError(null);
    // The pick list: one page of the largest size the API allows, active plans only.
    plansApi.list({ page: 1, q: '', limit: 100 }).then(
      (answer) => current && setPlans(answer.data.filter((plan) => plan.status === 'active')),
      (failure: unknown) => current && setError(failure),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (error) return <LoadFailed error={error} fallback={t('userPlans.plansError')} onRetry={() => setAttempt((value) => value + 1)} />;
  if (!plans) return <Loading label={t('userPlans.plansLoading')} />;
  if (plans.length === 0) return <MutedText>{t('userPlans.noPlans')}</MutedText>;

  async function assign(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!packId) return;
    setSaving(true);
    try {
      const assigned = await userPlansApi.assign(userId, packId);
      toast.success(t('userPlans.toast.assigned', { name: assigned.planName }));
      setPackId('');
      onAssigned();
    } catch (failure) {
      toast.error(errorMessage(failure, t('userPlans.toast.assignError')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AssignForm onSubmit={(event) => void assign(event)} aria-label={t('userPlans.assignLabel')}>
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
function AdjustDialog({ plan, onClose, onSave }: { plan: UserPlan; onClose: () => void; onSave: (amount: number) => Promise<void> }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(amount) || amount === 0 || amount < -1000 || amount > 1000) {
      setError(t('common:admin.amount'));
      return;
    }
    setSaving(true);
    try {
      await onSave(amount);
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
      cancelLabel={t('form.cancel')}
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
