import { useState, type FormEvent } from 'react';
import { errorMessage, formatDate, toast, useTranslation } from '@school/shared';
import { ConfirmDialog, FormDialog, SelectField, TextField } from '@school/shared/ui';
import { PAYMENT_METHODS, type PaymentMethod, type UserPlan, type UserPlanActionInput } from '../../../admin-contracts';
import { decimalToMinor, formatMoney, minorToDecimal } from '../../../lib/money';

export type PaymentInput = Required<Pick<UserPlanActionInput, 'paidAmount' | 'paidOn' | 'method'>>;

/** Today as the reader's calendar sees it, YYYY-MM-DD (the API takes a calendar day). */
function localToday(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface PayDialogProps {
  plan: UserPlan;
  onClose: () => void;
  /** Records the payment; a rejection keeps the dialog open (the caller's write tells why). */
  onPay: (payment: PaymentInput) => Promise<unknown>;
  /** For tests: the moment "today" is taken from. */
  now?: () => Date;
}

/**
 * Paying a pack (docs/decisions/admin-payments.md): the amount taken (prefilled with the price, in
 * the pack's currency), the day (today unless told) and the method, then a confirmation that says
 * it all back before the lessons are credited.
 */
export function PayDialog({ plan, onClose, onPay, now = () => new Date() }: PayDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const [today] = useState(() => localToday(now()));
  const [amount, setAmount] = useState(() => minorToDecimal(plan.price, plan.currency));
  const [date, setDate] = useState(today);
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [errors, setErrors] = useState<{ amount?: string; date?: string }>({});
  const [confirming, setConfirming] = useState<PaymentInput | null>(null);

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minor = decimalToMinor(amount, plan.currency);
    const found = {
      amount: minor === null || minor > 1_000_000_000 ? t('userPlans.pay.amountError', { example: minorToDecimal(plan.price, plan.currency) }) : undefined,
      date: !/^\d{4}-\d{2}-\d{2}$/.test(date) || date > today ? t('userPlans.pay.dateError') : undefined,
    };
    setErrors(found);
    if (found.amount || found.date || minor === null) return;
    setConfirming({ paidAmount: minor, paidOn: date, method });
  }

  if (confirming)
    return (
      <ConfirmDialog
        title={t('userPlans.pay.confirmTitle')}
        question={t('userPlans.pay.confirmQuestion', {
          name: plan.planName,
          amount: formatMoney(confirming.paidAmount, plan.currency, i18n.language),
          date: formatDate(confirming.paidOn),
          method: t(`userPlans.pay.methods.${confirming.method}`),
        })}
        confirmLabel={t('userPlans.pay.confirm')}
        onClose={onClose}
        onConfirm={() =>
          onPay(confirming).catch((failure: unknown) => {
            toast.error(errorMessage(failure, t('userPlans.toast.actionError')));
            return false;
          })
        }
      />
    );

  return (
    <FormDialog title={t('userPlans.pay.title', { name: plan.planName })} onClose={onClose} onSubmit={next} busy={false} size="sm" submitLabel={t('userPlans.pay.next')} busyLabel={t('form.saving')}>
      <TextField
        id="pay-amount"
        name="paidAmount"
        label={t('userPlans.pay.amount', { currency: plan.currency })}
        value={amount}
        error={errors.amount}
        inputMode="decimal"
        data-autofocus
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors((current) => ({ ...current, amount: undefined }));
        }}
      />
      <TextField
        id="pay-date"
        name="paidOn"
        type="date"
        label={t('userPlans.pay.date')}
        value={date}
        max={today}
        error={errors.date}
        onChange={(event) => {
          setDate(event.target.value);
          setErrors((current) => ({ ...current, date: undefined }));
        }}
      />
      <SelectField id="pay-method" name="method" label={t('userPlans.pay.method')} value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
        {PAYMENT_METHODS.map((option) => (
          <option key={option} value={option}>
            {t(`userPlans.pay.methods.${option}`)}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}
