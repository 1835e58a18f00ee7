import { useTranslation } from '@school/shared';
import { focusRing, VisuallyHidden } from '@school/shared/ui';
import { styled } from 'styled-components';
import { parseWebLink } from '../media/embeds.js';
import type { PlayerProps } from './props.js';
import { PlayerRoot } from './parts/styles.js';

/**
 * A link to any web page, opened in a new tab (most sites refuse frames). The address is parsed
 * again before it becomes an `href`, so only http(s) ever gets there; the host is shown so a
 * student sees where the link goes whatever its label says.
 */
export function ExternalLinkPlayer({ exercise }: PlayerProps<'external_link'>) {
  const { t } = useTranslation('exercises');
  const url = parseWebLink(exercise.link);
  if (!url) return <PlayerRoot role="alert">{t('player.embed.broken')}</PlayerRoot>;
  const host = url.hostname.replace(/^www\./, '');
  return (
    <PlayerRoot>
      <Link href={url.href} target="_blank" rel="noopener noreferrer" dir="auto">
        {exercise.label || host}
        <VisuallyHidden> {t('player.link.newTab')}</VisuallyHidden>
      </Link>
      {exercise.label && <Host>{host}</Host>}
    </PlayerRoot>
  );
}

const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  ${focusRing}
`;

const Host = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
