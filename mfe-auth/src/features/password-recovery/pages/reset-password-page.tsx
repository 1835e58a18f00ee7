import { useState } from 'react';
import { useSearchParams, useTranslation } from '@school/shared';
import { AuthLayout, CardHeader, Subtitle, Title } from '../../../components/auth-layout';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ResetDone, ResetInvalidLink, ResetPasswordForm, isResetTokenWellFormed } from '../components/reset-password-form';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);

  const state = done !== null ? 'done' : isResetTokenWellFormed(token) ? 'form' : 'invalid';
  const title = state === 'done' ? t('reset.doneTitle') : state === 'invalid' ? t('reset.invalidTitle') : t('reset.title');
  useDocumentTitle(title);

  return (
    <AuthLayout>
      <CardHeader>
        <Title>{title}</Title>
        {state === 'form' && <Subtitle>{t('reset.subtitle')}</Subtitle>}
      </CardHeader>
      {state === 'done' && <ResetDone message={done ?? ''} />}
      {state === 'invalid' && <ResetInvalidLink />}
      {state === 'form' && <ResetPasswordForm token={token} onDone={setDone} />}
    </AuthLayout>
  );
}

export default ResetPasswordPage;
