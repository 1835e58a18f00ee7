import { useTranslation } from '@school/shared';
import { ButtonLink } from '@school/shared/ui';
import styled from 'styled-components';
import { ErrorLayout } from '../../../components/error-layout';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** One element for the whole spec sentence, so it reads (and is found) as one text. */
const Message = styled.h1`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 600;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
`;

export function NotFoundPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <ErrorLayout code="404">
      <Message>{t('notFound.message')}</Message>
      <ButtonLink to="/" $variant="primary">{t('notFound.home')}</ButtonLink>
    </ErrorLayout>
  );
}

export default NotFoundPage;
