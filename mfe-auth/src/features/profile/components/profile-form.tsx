import { errorMessage, fieldErrors, toast, updateProfileSchema, updateSessionUser, type User, useTranslation } from '@school/shared';
import { Button, FormGrid, media, PasswordField, SubmitButton, TextField, TOUCH_TARGET_PX, useForm } from '@school/shared/ui';
import { useId, useMemo } from 'react';
import styled from 'styled-components';
import { Form } from '../../../components/auth-layout';
import { updateProfile } from '../api/profile';
import { countryNames, deviceTimeZone, timeZones } from '../api/places';
import { TimeZoneField } from './time-zone-field';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'country', 'timezone', 'currentPassword'] as const;
type ProfileField = (typeof FIELDS)[number];

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
`;

// minmax(0, 1fr) and a wrapping button: a long zone name in the button never pushes the card
// wider than a phone (it did: the page scrolled sideways at 390 px).
const ZoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: 4px;
  min-inline-size: 0;
`;

const SmallButton = styled(Button)`
  justify-self: start;
  max-inline-size: 100%;
  white-space: normal;
  text-align: start;
  overflow-wrap: anywhere;
  min-block-size: 28px;
  padding-inline: 8px;
  font-size: 0.85rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.primary};
  /* Small for a mouse only: this override comes after the kit's own touch rule. */
  ${media.coarsePointer} {
    min-block-size: ${TOUCH_TARGET_PX}px;
  }
`;

export function profileValues(user: User): Record<ProfileField, string> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    country: user.country ?? '',
    timezone: user.timezone ?? '',
    currentPassword: '',
  };
}

interface ProfileFormProps {
  user: User;
  onSaved: (user: User) => void;
}

export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const { t, i18n } = useTranslation('auth');
  const listId = useId();
  const initial = useMemo(() => profileValues(user), [user]);
  const form = useForm({ schema: updateProfileSchema, initialValues: initial, fields: FIELDS });
  const zones = useMemo(timeZones, []);
  const countries = useMemo(() => countryNames(i18n.language), [i18n.language]);
  const deviceZone = useMemo(deviceTimeZone, []);
  const zoneField = form.field('timezone');

  const emailChanged = form.values.email.trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = form.handleSubmit(async ({ currentPassword, ...fields }) => {
    try {
      // The server asks for the password only with a new e-mail; it is not sent otherwise.
      const saved = await updateProfile(emailChanged ? { ...fields, currentPassword } : fields);
      // The header reads the session: it shows the new name at once.
      updateSessionUser(saved);
      form.reset(profileValues(saved));
      onSaved(saved);
      toast.success(t('profile.updated'));
    } catch (error) {
      if (!form.setServerErrors(fieldErrors(error))) toast.error(errorMessage(error, t('profile.updateFailed')));
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      <FormGrid>
        <TextField {...form.field('firstName')} label={t('profile.firstName')} autoComplete="given-name" />
        <TextField {...form.field('lastName')} label={t('profile.lastName')} autoComplete="family-name" />
        <TextField {...form.field('email')} label={t('profile.email')} kind="email" />
        {emailChanged && (
          <PasswordField {...form.field('currentPassword')} label={t('profile.currentPassword')} hint={t('profile.currentPasswordHint')} autoComplete="current-password" />
        )}
        <TextField {...form.field('phone')} label={t('profile.phone')} kind="tel" placeholder={t('profile.phonePlaceholder')} />
        <TextField {...form.field('country')} label={t('profile.country')} autoComplete="country-name" list={`${listId}-countries`} />
        <ZoneRow>
          <TimeZoneField
            id={zoneField.id}
            inputRef={zoneField.ref}
            value={zoneField.value}
            error={zoneField.error}
            zones={zones}
            label={t('profile.timezone')}
            hint={t('profile.timezoneHint')}
            onChange={(zone) => form.setValue('timezone', zone)}
          />
          {deviceZone && form.values.timezone !== deviceZone && (
            <SmallButton type="button" $variant="ghost" onClick={() => form.setValue('timezone', deviceZone)}>
              {t('profile.useDeviceTimezone', { zone: deviceZone })}
            </SmallButton>
          )}
        </ZoneRow>
      </FormGrid>
      <datalist id={`${listId}-countries`}>
        {countries.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Footer>
        <SubmitButton busy={form.submitting} busyLabel={t('profile.saving')}>
          {t('profile.save')}
        </SubmitButton>
      </Footer>
    </Form>
  );
}
