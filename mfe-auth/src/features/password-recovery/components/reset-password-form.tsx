import { errorMessage, fieldErrors, resetPasswordRequestSchema, resetTokenSchema, useTranslation } from '@school/shared';
import { Alert, ButtonLink, PasswordField, SubmitButton, useForm } from '@school/shared/ui';
import { useMemo, useState } from 'react';
import { CardFooter, Form, TextLink } from '../../../components/auth-layout';
import { resetPassword } from '../api/password-recovery';

const FIELDS = ['password', 'confirmPassword'] as const;
const INITIAL = { password: '', confirmPassword: '' };

/** The same rule the server applies to the token, so a mangled link is refused before any typing. */
export function isResetTokenWellFormed(token: string): boolean {
  return resetTokenSchema.safeParse(token).success;
}

function InvalidLink({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <Alert tone="error">
      <span>{message}</span>
      <span>
        <TextLink to="/auth/forgot-password">{t('reset.requestNew')}</TextLink>
      </span>
    </Alert>
  );
}

interface ResetPasswordFormProps {
  token: string;
  onDone: (message: string) => void;
}

export function ResetPasswordForm({ token, onDone }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<string | null>(null);
  const extra = useMemo(() => ({ token }), [token]);
  const form = useForm({ schema: resetPasswordRequestSchema, initialValues: INITIAL, fields: FIELDS, extra });

  const onSubmit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const message = await resetPassword(body);
      onDone(message || t('common:auth.resetDone'));
    } catch (error) {
      // A password rule goes beside its field; anything else means the link cannot be used.
      if (!form.setServerErrors(fieldErrors(error))) setFailure(errorMessage(error, t('common:auth.resetTokenInvalid')));
    }
  });

  return (
    <>
      <Form noValidate onSubmit={onSubmit}>
        {failure && <InvalidLink message={failure} />}
        <PasswordField {...form.field('password')} label={t('reset.password')} hint={t('reset.passwordHint')} autoComplete="new-password" />
        <PasswordField {...form.field('confirmPassword')} label={t('reset.confirmPassword')} autoComplete="new-password" />
        <SubmitButton busy={form.submitting} busyLabel={t('reset.submitting')} $block>
          {t('reset.submit')}
        </SubmitButton>
      </Form>
      <CardFooter>
        <TextLink to="/auth/signin">{t('common.backToSignIn')}</TextLink>
      </CardFooter>
    </>
  );
}

export function ResetInvalidLink() {
  const { t } = useTranslation('auth');
  return (
    <>
      <InvalidLink message={t('common:auth.resetTokenInvalid')} />
      <CardFooter>
        <TextLink to="/auth/signin">{t('common.backToSignIn')}</TextLink>
      </CardFooter>
    </>
  );
}

export function ResetDone({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Alert tone="success">{message}</Alert>
      <ButtonLink to="/auth/signin" $variant="primary" $block>
        {t('reset.signIn')}
      </ButtonLink>
    </>
  );
}
