import styled from 'styled-components';
import { Spinner, VisuallyHidden } from '@school/shared/ui';
import { useHostTranslation } from '../../i18n';

const PageCenter = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: 40vh;
  width: 100%;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The spec's 40 px page spinner; the kit's spinner is decorative, so the status text is said here. */
export function PageSpinner() {
  const { t } = useHostTranslation();
  return (
    <PageCenter role="status" aria-busy="true">
      <Spinner $size={40} />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </PageCenter>
  );
}
