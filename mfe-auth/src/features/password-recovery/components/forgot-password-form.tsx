import { errorMessage, forgotPasswordRequestSchema, useTranslation } from '@school/shared';
import { Alert, SubmitButton, TextField, useForm } from '@school/shared/ui';
import { useState } from 'react';
import { CardFooter, Form, TextLink } from '../../../components/auth-layout';
import { requestPasswordReset } from '../api/password-recovery';

const FIELDS = ['email'] as const;
const INITIAL = { email: '' };

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ schema: forgotPasswordRequestSchema, initialValues: INITIAL, fields: FIELDS });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const message = await requestPasswordReset(body);
      setSent(message || t('common:auth.resetRequested'));
    } catch (error) {
      setFailure(errorMessage(error, t('forgot.failed')));
    }
  });

  if (sent) {
    return (
      <>
        <Alert tone="success">{sent}</Alert>
        <CardFooter>
          <TextLink to="/auth/signin">{t('common.backToSignIn')}</TextLink>
        </CardFooter>
      </>
    );
  }

  return (
    <>
      <Form noValidate onSubmit={onSubmit}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField {...form.field('email')} label={t('forgot.email')} kind="email" placeholder={t('signIn.emailPlaceholder')} />
        <SubmitButton busy={form.submitting} busyLabel={t('forgot.submitting')} $block>
          {t('forgot.submit')}
        </SubmitButton>
      </Form>
      <CardFooter>
        <TextLink to="/auth/signin">{t('common.backToSignIn')}</TextLink>
      </CardFooter>
    </>
  );
}
