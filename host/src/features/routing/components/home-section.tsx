import { lazy, Suspense, useCallback, useState, type LazyExoticComponent } from 'react';
import styled from 'styled-components';
import type { HomeAudience } from '@school/shared';
import { Spinner, VisuallyHidden } from '@school/shared/ui';
import { useHostTranslation } from '../../i18n';
import { resetRemote } from '../../runtime';
import type { HomeSectionComponent } from '../home-sections';
import { AreaBoundary } from './area-boundary';

export type HomeSectionLoader = (remote: string) => Promise<HomeSectionComponent>;

const SectionSpinner = styled.div`
  display: flex;
  justify-content: center;
  padding: 24px;
  color: ${({ theme }) => theme.colors.primary};
`;

function SectionLoading() {
  const { t } = useHostTranslation();
  return (
    <SectionSpinner role="status" aria-busy="true">
      <Spinner $size={24} />
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
    </SectionSpinner>
  );
}

/** One lazy component per loader and remote; dropped on retry (React.lazy keeps a rejection). */
const sectionComponents = new WeakMap<HomeSectionLoader, Map<string, LazyExoticComponent<HomeSectionComponent>>>();

function sectionFor(load: HomeSectionLoader, remote: string): LazyExoticComponent<HomeSectionComponent> {
  let byRemote = sectionComponents.get(load);
  if (!byRemote) {
    byRemote = new Map();
    sectionComponents.set(load, byRemote);
  }
  let section = byRemote.get(remote);
  if (!section) {
    section = lazy(() => load(remote).then((component) => ({ default: component })));
    byRemote.set(remote, section);
  }
  return section;
}

/**
 * One area's part of the home page, isolated: while it loads a small spinner, if its remote is
 * down or the section throws the "unavailable" panel with a retry, and the other sections go on.
 */
export function HomeSection({
  remote,
  audiences,
  load,
  reset = resetRemote,
}: {
  remote: string;
  audiences: readonly HomeAudience[];
  load: HomeSectionLoader;
  reset?: (remote: string) => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    sectionComponents.get(load)?.delete(remote);
    reset(remote);
    setAttempt((value) => value + 1);
  }, [load, remote, reset]);
  const Section = sectionFor(load, remote);
  return (
    <AreaBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<SectionLoading />}>
        <Section audiences={audiences} />
      </Suspense>
    </AreaBoundary>
  );
}
