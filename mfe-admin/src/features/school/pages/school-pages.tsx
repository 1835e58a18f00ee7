import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage, fieldErrors, LIMITS, Navigate, toast, useTranslation } from '@school/shared';
import { schoolSettingsKeys, useQuery, useQueryClient, withServerData } from '@school/shared/query';
import { Alert, cardFrame, FormGrid, ImageInput, PageTitle, SubmitButton, TextField, useForm, useImageUpload } from '@school/shared/ui';
import { schoolGeneralInputSchema, type SchoolSettings } from '../../../admin-contracts';
import { LoadFailed, Loading } from '../../../components/list-state';
import { Header, Page } from '../../../components/page';
import { readSchedule, ScheduleFields, scheduleDraft, type ScheduleDraft } from '../../../components/schedule-fields';
import { SchoolTabs } from '../../../components/school-tabs';
import { schoolApi } from '../api/school-api';

const GENERAL_FIELDS = ['name', 'email', 'phone', 'website', 'country', 'address', 'timezone'] as const;

function SchoolFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <Page>
      <Header>
        <PageTitle>{t('school.title')}</PageTitle>
      </Header>
      <SchoolTabs />
      {children}
    </Page>
  );
}

/**
 * The school's settings as the server last answered them (`schoolSettingsKeys.all`, one cache for
 * both pages); a save puts the server's answer there, so every reader shows it at once.
 */
function useSchoolSettings() {
  const client = useQueryClient();
  const read = useQuery({ queryKey: schoolSettingsKeys.all, queryFn: ({ signal }) => schoolApi.get(signal) });
  const settings = read.data ?? null;
  return {
    settings,
    setSettings: (next: SchoolSettings) => client.setQueryData(schoolSettingsKeys.all, next),
    error: settings ? null : read.error,
    retry: () => void read.refetch(),
  };
}

/** `/settings/school`: the general page, without a history entry of its own. */
export function SchoolSettingsIndex() {
  return <Navigate to="/settings/school/general" replace />;
}

/** `/settings/school/general`: the school's name and contact details, and its logo (administrators). */
export const SchoolGeneralPage = withServerData(SchoolGeneral);

function SchoolGeneral() {
  const { t } = useTranslation('admin');
  const { settings, setSettings, error, retry } = useSchoolSettings();
  let content: ReactNode;
  if (error) content = <LoadFailed error={error} fallback={t('school.loadError')} onRetry={retry} />;
  else if (!settings) content = <Loading label={t('school.loading')} />;
  else
    content = (
      <>
        <LogoField settings={settings} onChange={setSettings} />
        <GeneralForm settings={settings} onSaved={setSettings} />
      </>
    );
  return <SchoolFrame>{content}</SchoolFrame>;
}

/** The logo is stored as soon as it is picked (1 MB image, checked before it is sent), with a progress bar. */
function LogoField({ settings, onChange }: { settings: SchoolSettings; onChange: (next: SchoolSettings) => void }) {
  const { t } = useTranslation('admin');
  const logo = useImageUpload<SchoolSettings>({
    current: settings.logo,
    immediate: {
      upload: (file, onProgress) => schoolApi.uploadLogo(file, onProgress),
      remove: () => schoolApi.removeLogo(),
      onStored: onChange,
      texts: { uploaded: t('school.toast.logoSaved'), removed: t('school.toast.logoRemoved'), removeFailed: t('school.toast.logoRemoveError') },
    },
  });

  return (
    <Card>
      <ImageInput
        {...logo.input}
        label={t('school.logo')}
        currentAlt={t('school.logoAlt', { name: settings.name })}
        texts={{ remove: t('school.removeLogo'), removing: t('school.removingLogo') }}
      />
    </Card>
  );
}

function GeneralForm({ settings, onSaved }: { settings: SchoolSettings; onSaved: (next: SchoolSettings) => void }) {
  const { t } = useTranslation('admin');
  const formErrorId = useId();
  const initialValues = useMemo(
    () => ({
      name: settings.name,
      email: settings.email ?? '',
      phone: settings.phone ?? '',
      website: settings.website ?? '',
      country: settings.country ?? '',
      address: settings.address ?? '',
      timezone: settings.timezone ?? '',
    }),
    // The form starts from what was loaded; later answers reset it explicitly.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const form = useForm({ schema: schoolGeneralInputSchema, initialValues, fields: GENERAL_FIELDS });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = await schoolApi.updateGeneral(input);
      form.reset({
        name: saved.name,
        email: saved.email ?? '',
        phone: saved.phone ?? '',
        website: saved.website ?? '',
        country: saved.country ?? '',
        address: saved.address ?? '',
        timezone: saved.timezone ?? '',
      });
      onSaved(saved);
      toast.success(t('school.toast.saved'));
    } catch (error) {
      const message = errorMessage(error, t('school.toast.saveError'));
      if (!form.setServerErrors(fieldErrors(error))) setFormError(message);
      toast.error(message);
    }
  });

  return (
    <Card as="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)} aria-labelledby={`${formErrorId}-title`} aria-busy={form.submitting}>
      <h2 id={`${formErrorId}-title`}>{t('school.generalTitle')}</h2>
      {formError && (
        <Alert tone="error" id={formErrorId}>
          {formError}
        </Alert>
      )}
      <TextField {...form.field('name')} label={t('school.fields.name')} maxLength={LIMITS.textMax} aria-required="true" autoComplete="organization" disabled={form.submitting} />
      <FormGrid $min={220}>
        <TextField {...form.field('email')} label={t('school.fields.email')} kind="email" disabled={form.submitting} />
        <TextField {...form.field('phone')} label={t('school.fields.phone')} type="tel" autoComplete="tel" disabled={form.submitting} />
        <TextField {...form.field('website')} label={t('school.fields.website')} type="url" hint={t('school.fields.websiteHint')} disabled={form.submitting} />
        <TextField {...form.field('country')} label={t('school.fields.country')} autoComplete="country-name" disabled={form.submitting} />
        <TextField {...form.field('address')} label={t('school.fields.address')} autoComplete="street-address" disabled={form.submitting} />
        <TextField {...form.field('timezone')} label={t('school.fields.timezone')} hint={t('form.timezoneHint')} disabled={form.submitting} />
      </FormGrid>
      <div>
        <SubmitButton busy={form.submitting} busyLabel={t('form.saving')}>
          {t('form.submitSave')}
        </SubmitButton>
      </div>
    </Card>
  );
}

/** `/settings/school/schedule`: the school's working hours per weekday (administrators). */
export const SchoolSchedulePage = withServerData(SchoolSchedule);

function SchoolSchedule() {
  const { t } = useTranslation('admin');
  const { settings, setSettings, error, retry } = useSchoolSettings();
  let content: ReactNode;
  if (error) content = <LoadFailed error={error} fallback={t('school.loadError')} onRetry={retry} />;
  else if (!settings) content = <Loading label={t('school.loading')} />;
  else content = <ScheduleForm settings={settings} onSaved={setSettings} />;
  return <SchoolFrame>{content}</SchoolFrame>;
}

function ScheduleForm({ settings, onSaved }: { settings: SchoolSettings; onSaved: (next: SchoolSettings) => void }) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState<ScheduleDraft>(() => scheduleDraft(settings.schedule));
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const ref = useRef<HTMLFormElement>(null);
  const errors = showErrors ? readSchedule(draft).errors : {};

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowErrors(true);
    const { schedule, errors: found } = readSchedule(draft);
    if (Object.keys(found).length > 0) {
      queueMicrotask(() => ref.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    try {
      const saved = await schoolApi.updateSchedule(schedule);
      onSaved(saved);
      setDraft(scheduleDraft(saved.schedule));
      toast.success(t('school.toast.scheduleSaved'));
    } catch (failure) {
      toast.error(errorMessage(failure, t('school.toast.saveError')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card as="form" ref={ref} noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} aria-label={t('school.tabs.schedule')} aria-busy={saving}>
      <ScheduleFields value={draft} onChange={setDraft} errors={errors} disabled={saving} />
      <div>
        <SubmitButton busy={saving} busyLabel={t('form.saving')}>
          {t('form.submitSave')}
        </SubmitButton>
      </div>
    </Card>
  );
}

const Card = styled.section`
  ${cardFrame}
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
