import { changePasswordSchema, errorMessage, fieldErrors, toast, tokenAtom, useTranslation, appStore } from '@school/shared';
import { PasswordField, SubmitButton, useForm } from '@school/shared/ui';
import styled from 'styled-components';
import { Form } from '../../../components/auth-layout';
import { changePassword } from '../api/password';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

const Narrow = styled(Form)`
  max-inline-size: 420px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-start;
`;

export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const form = useForm({ schema: changePasswordSchema, initialValues: EMPTY, fields: FIELDS });

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { accessToken } = await changePassword(body);
      // Older tokens no longer work; this tab keeps going with the new one.
      appStore.set(tokenAtom, accessToken);
      form.reset(EMPTY);
      toast.success(t('privacy.changed'));
    } catch (error) {
      // A wrong current password comes back as a field error of `oldPassword`.
      if (!form.setServerErrors(fieldErrors(error))) toast.error(errorMessage(error, t('privacy.failed')));
    }
  });

  return (
    <Narrow noValidate onSubmit={onSubmit}>
      <PasswordField {...form.field('oldPassword')} label={t('privacy.oldPassword')} autoComplete="current-password" />
      <PasswordField {...form.field('newPassword')} label={t('privacy.newPassword')} hint={t('privacy.newPasswordHint')} autoComplete="new-password" />
      <PasswordField {...form.field('confirmPassword')} label={t('privacy.confirmPassword')} autoComplete="new-password" />
      <Footer>
        <SubmitButton busy={form.submitting} busyLabel={t('privacy.submitting')}>
          {t('privacy.submit')}
        </SubmitButton>
      </Footer>
    </Narrow>
  );
}
