import { Link } from '@school/shared';
import styled from 'styled-components';
import { useHostTranslation } from '../../i18n';

const Wrapper = styled.section`
  max-width: 640px;
  margin: 64px auto;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: 56px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The host's own pages for `/access-denied` and `/404`. */
export function HostMessagePage({ kind }: { kind: 'accessDenied' | 'notFound' }) {
  const { t } = useHostTranslation();
  return (
    <Wrapper>
      <Code aria-hidden="true">{kind === 'accessDenied' ? '403' : '404'}</Code>
      <h1>{t(`pages.${kind}.title`)}</h1>
      <p>{t(`pages.${kind}.text`)}</p>
      <Link to="/">{t(`pages.${kind}.home`)}</Link>
    </Wrapper>
  );
}
