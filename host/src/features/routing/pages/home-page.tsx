import styled from 'styled-components';
import { homeAudiencesOf, useSession, accessSubject } from '@school/shared';
import { PageTitle } from '@school/shared/ui';
import { useHostTranslation } from '../../i18n';
import { useRuntimeConfig } from '../../runtime';
import { HomeSection, type HomeSectionLoader } from '../components/home-section';
import { homeSectionsFor, loadHomeSection } from '../home-sections';

export { loadHomeSection };

const Intro = styled.div`
  display: grid;
  gap: 4px;
  margin-block-end: 20px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * Every card of every section in one grid: a section renders its cards side by side with the
 * others'. A section's "unavailable" panel is one card of it.
 */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  align-items: start;
  > [data-testid='area-unavailable'] {
    max-width: none;
    margin: 0;
  }
`;

/**
 * The sidebar's Dashboard (`/`): a home page per role, composed of the sections the areas that
 * own the data expose and the runtime config deploys (docs/decisions/home-pages.md).
 */
export function HomePage({ load = loadHomeSection }: { load?: HomeSectionLoader }) {
  const { t } = useHostTranslation();
  const session = useSession();
  const config = useRuntimeConfig();
  const audiences = homeAudiencesOf(accessSubject(session));
  const sections = homeSectionsFor(audiences, config.remotes);
  const firstName = session.user?.firstName;

  return (
    <>
      <Intro>
        <PageTitle>{t('home.title')}</PageTitle>
        <p>{firstName ? t('home.greeting', { name: firstName }) : t('home.greetingNoName')}</p>
      </Intro>
      {sections.length === 0 ? (
        <p role="status">{t('home.nothing')}</p>
      ) : (
        <Grid>
          {sections.map((section) => (
            <HomeSection key={section.remote} remote={section.remote} audiences={section.audiences} load={load} />
          ))}
        </Grid>
      )}
    </>
  );
}
