import { appStore, entryFor, errorMessage, loginRequestSchema, postSignInTarget, sessionAtom, signIn, useLocation, useNavigate, useTranslation } from '@school/shared';
import { Alert, PasswordField, SubmitButton, TextField, useForm } from '@school/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Form, TextLink } from '../../../components/auth-layout';

const FIELDS = ['email', 'password'] as const;
const INITIAL = { email: '', password: '' };

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-start: -6px;
  font-size: 0.9rem;
`;

export function SignInForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ schema: loginRequestSchema, initialValues: INITIAL, fields: FIELDS });

  const onSubmit = form.handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      // Stores the token and loads the profile; on any failure the shared session keeps nothing.
      await signIn(credentials);
    } catch (error) {
      setFailure(errorMessage(error, t('common:auth.unableToSignIn')));
      return;
    }
    // A student lands on their classes (with the homework due), staff on the courses.
    navigate(postSignInTarget(location.search, entryFor(appStore.get(sessionAtom).user?.role)), { replace: true });
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-describedby={failure ? 'signin-failure' : undefined}>
      {failure && (
        <Alert tone="error" id="signin-failure">
          {failure}
        </Alert>
      )}
      <TextField {...form.field('email')} label={t('signIn.email')} kind="email" autoComplete="username" placeholder={t('signIn.emailPlaceholder')} />
      <PasswordField {...form.field('password')} label={t('signIn.password')} autoComplete="current-password" />
      <ForgotRow>
        <TextLink to="/auth/forgot-password">{t('signIn.forgotLink')}</TextLink>
      </ForgotRow>
      <SubmitButton busy={form.submitting} busyLabel={t('signIn.submitting')} $block>
        {t('signIn.submit')}
      </SubmitButton>
    </Form>
  );
}
