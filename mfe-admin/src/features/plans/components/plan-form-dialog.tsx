import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { errorMessage, fieldErrors, LIMITS, toast, useTranslation } from '@school/shared';
import { Button, ErrorText, FormDialog, FormGrid, Input, Label, media, SelectField, TextField, useForm } from '@school/shared/ui';
import { CURRENCIES, PLAN_STATUSES, planInputSchema, type Currency, type Plan, type PlanStatus } from '../../../admin-contracts';
import { decimalToMinor, minorToDecimal } from '../../../lib/money';
import { plansApi } from '../api/plans-api';
import { useSaveLabels } from '../../../components/save-labels';

const FIELDS = ['name', 'durationMinutes', 'validityDays', 'currency', 'status'] as const;

/** A pack as the form holds it: the typed text, and the id of a pack that already exists. */
interface PackDraft {
  key: number;
  id?: string;
  lessons: string;
  price: string;
}

/** Typed digits → the contract's integer rule (with its own message); blank or letters fail it too. */
const wholeNumber = <T extends z.ZodMiniType<number, number>>(rule: T) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()))),
    ),
    rule,
  );

/** The contract with the number fields read from text, so the browser applies the server's own rules. */
const planFormSchema = z.object({
  ...planInputSchema.shape,
  durationMinutes: wholeNumber(planInputSchema.shape.durationMinutes),
  validityDays: wholeNumber(planInputSchema.shape.validityDays),
});

type PackErrors = { lessons?: string; price?: string };

/** Each pack's typed text as the contract reads it, and what is wrong with it (message keys). */
function readPacks(drafts: PackDraft[], currency: Currency) {
  const packs = drafts.map((draft) => ({
    ...(draft.id ? { id: draft.id } : {}),
    lessons: draft.lessons.trim() === '' ? Number.NaN : Number(draft.lessons.trim()),
    price: decimalToMinor(draft.price, currency) ?? Number.NaN,
  }));
  const errors = packs.map((pack): PackErrors => {
    const found: PackErrors = {};
    if (!Number.isInteger(pack.lessons) || pack.lessons < 1 || pack.lessons > 1000) found.lessons = 'common:admin.lessons';
    if (!Number.isInteger(pack.price) || pack.price > 1_000_000_000) found.price = 'admin:plans.form.priceError';
    return found;
  });
  return { packs, errors };
}

export interface PlanFormDialogProps {
  /** The plan to edit; none means create. */
  plan?: Plan;
  onClose: () => void;
  onSaved: (plan: Plan) => void;
}

/** Create or edit a tariff plan with its packs (lessons and an exact price in the plan's currency). */
export function PlanFormDialog({ plan, onClose, onSaved }: PlanFormDialogProps) {
  const { t } = useTranslation('admin');
  const editing = !!plan;
  const saveLabels = useSaveLabels(editing);
  const packsId = useId();
  const nextKey = useRef(0);
  const newKey = () => (nextKey.current += 1);
  const [drafts, setDrafts] = useState<PackDraft[]>(() =>
    plan
      ? plan.packs.map((pack) => ({ key: newKey(), id: pack.id, lessons: String(pack.lessons), price: minorToDecimal(pack.price, plan.currency) }))
      : [{ key: newKey(), lessons: '', price: '' }],
  );
  const [showPackErrors, setShowPackErrors] = useState(false);
  const packsRef = useRef<HTMLFieldSetElement>(null);
  const initialValues = useMemo(
    () => ({
      name: plan?.name ?? '',
      durationMinutes: plan ? String(plan.durationMinutes) : '60',
      validityDays: plan ? String(plan.validityDays) : '30',
      currency: plan?.currency ?? 'UAH',
      status: plan?.status ?? 'active',
    }),
    [plan],
  );
  const [currency, setCurrency] = useState<Currency>(initialValues.currency);
  const { packs, errors: packErrors } = useMemo(() => readPacks(drafts, currency), [drafts, currency]);
  const extra = useMemo(() => ({ packs }), [packs]);
  const form = useForm({ schema: planFormSchema, initialValues, fields: FIELDS, extra });
  const [formError, setFormError] = useState<string | null>(null);
  const saving = form.submitting;
  const packsInvalid = packErrors.some((found) => found.lessons || found.price);

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = plan ? await plansApi.update(plan.id, input) : await plansApi.create(input);
      toast.success(t(editing ? 'plans.toast.updated' : 'plans.toast.created', { name: saved.name }));
      onSaved(saved);
    } catch (error) {
      const message = errorMessage(error, t(editing ? 'plans.toast.updateError' : 'plans.toast.createError'));
      form.setServerErrors(fieldErrors(error));
      setFormError(message);
      toast.error(message);
    }
  });

  const update = (key: number, change: Partial<PackDraft>) => setDrafts((list) => list.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));

  function submit(event: FormEvent<HTMLFormElement>) {
    setShowPackErrors(true);
    const result = planFormSchema.safeParse({ ...form.values, packs });
    const fieldsOk = result.success || !result.error.issues.some((issue) => (FIELDS as readonly PropertyKey[]).includes(issue.path[0] ?? ''));
    void onSubmit(event);
    // The fields get focus first (useForm); when only a pack is wrong, its first wrong input does.
    if (fieldsOk && packsInvalid) queueMicrotask(() => packsRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
  }

  return (
    <FormDialog
      title={t(editing ? 'plans.form.editTitle' : 'plans.form.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      busy={saving}
      error={formError}
      {...saveLabels}
    >
      <TextField {...form.field('name')} label={t('plans.form.name')} data-autofocus maxLength={LIMITS.textMax} autoComplete="off" aria-required="true" disabled={saving} />
      <FormGrid $min={160}>
        <TextField {...form.field('durationMinutes')} label={t('plans.form.duration')} inputMode="numeric" aria-required="true" disabled={saving} />
        <TextField {...form.field('validityDays')} label={t('plans.form.validity')} inputMode="numeric" aria-required="true" disabled={saving} />
        <SelectField
          {...form.field('currency')}
          onChange={(event) => {
            form.field('currency').onChange(event);
            setCurrency(event.target.value as Currency);
          }}
          label={t('plans.form.currency')}
          disabled={saving}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <SelectField {...form.field('status')} label={t('plans.form.status')} disabled={saving}>
          {PLAN_STATUSES.map((status: PlanStatus) => (
            <option key={status} value={status}>
              {t(`plans.status.${status}`)}
            </option>
          ))}
        </SelectField>
      </FormGrid>
      <Packs ref={packsRef} aria-describedby={packsId}>
        <legend>{t('plans.form.packs')}</legend>
        <PackHint id={packsId}>{t('plans.form.packsHint', { currency })}</PackHint>
        {drafts.map((draft, index) => {
          const found = showPackErrors ? packErrors[index] : undefined;
          const lessonsId = `${packsId}-${draft.key}-lessons`;
          const priceId = `${packsId}-${draft.key}-price`;
          return (
            <PackRow key={draft.key} role="group" aria-label={t('plans.form.packLabel', { number: index + 1 })}>
              <div>
                <Label htmlFor={lessonsId}>{t('plans.form.lessons')}</Label>
                <Input
                  id={lessonsId}
                  value={draft.lessons}
                  inputMode="numeric"
                  aria-required="true"
                  aria-invalid={found?.lessons ? true : undefined}
                  aria-describedby={found?.lessons ? `${lessonsId}-error` : undefined}
                  onChange={(event) => update(draft.key, { lessons: event.target.value })}
                  disabled={saving}
                />
                {found?.lessons && <ErrorText id={`${lessonsId}-error`}>{t(found.lessons)}</ErrorText>}
              </div>
              <div>
                <Label htmlFor={priceId}>{t('plans.form.price', { currency })}</Label>
                <Input
                  id={priceId}
                  value={draft.price}
                  inputMode="decimal"
                  aria-required="true"
                  aria-invalid={found?.price ? true : undefined}
                  aria-describedby={found?.price ? `${priceId}-error` : undefined}
                  onChange={(event) => update(draft.key, { price: event.target.value })}
                  disabled={saving}
                />
                {found?.price && <ErrorText id={`${priceId}-error`}>{t(found.price)}</ErrorText>}
              </div>
              <RemovePack
                type="button"
                $variant="ghost"
                aria-label={t('plans.form.removePack', { number: index + 1 })}
                disabled={saving || drafts.length === 1}
                onClick={() => setDrafts((list) => list.filter((item) => item.key !== draft.key))}
              >
                {t('plans.form.remove')}
              </RemovePack>
            </PackRow>
          );
        })}
        <div>
          <Button type="button" disabled={saving || drafts.length >= 20} onClick={() => setDrafts((list) => [...list, { key: newKey(), lessons: '', price: '' }])}>
            {t('plans.form.addPack')}
          </Button>
        </div>
      </Packs>
    </FormDialog>
  );
}



const Packs = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  legend {
    padding-inline: 4px;
    font-weight: 600;
  }
`;

const PackHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const PackRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: start;
  gap: 8px 12px;
  > div {
    display: grid;
    gap: 4px;
  }
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const RemovePack = styled(Button)`
  align-self: end;
  ${media.phone} {
    grid-column: 1 / -1;
    justify-self: end;
  }
`;
