import { useTranslation } from '@school/shared';
import { focusRing } from '@school/shared/ui';
import { styled } from 'styled-components';
import { embedOf } from '../media/embeds.js';
import type { EmbedType } from '../types.js';
import type { PlayerProps } from './props.js';
import { PlayerRoot } from './parts/styles.js';

/**
 * What the frame may do. Scripts and the embedded site's own storage (it runs on its own
 * origin, never ours) so players and boards work; popups for "open in a new tab" inside them;
 * no top navigation, so an embed can never take the lesson page away.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation allow-forms';
/** Video sites draw 16:9; boards and games get more height. */
const VIDEO_TYPES = new Set<EmbedType>(['video', 'streamable']);

/**
 * Every embed type: a sandboxed frame whose address is built from the parsed link (embedOf),
 * never the stored string, plus the item's page on its site for when a site refuses frames or
 * a student wants it full screen.
 */
export function EmbedPlayer({ exercise }: PlayerProps<EmbedType>) {
  const { t } = useTranslation('exercises');
  const embed = embedOf(exercise.type, exercise.link);
  if (!embed) return <PlayerRoot role="alert">{t('player.embed.broken')}</PlayerRoot>;
  const site = new URL(embed.page).hostname.replace(/^www\./, '');
  return (
    <PlayerRoot>
      <Frame $video={VIDEO_TYPES.has(exercise.type)}>
        <iframe
          src={embed.frame}
          title={exercise.title ? t('player.embed.titled', { title: exercise.title, site }) : t('player.embed.untitled', { site })}
          sandbox={SANDBOX}
          allow="fullscreen; picture-in-picture; encrypted-media; clipboard-write"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          data-embed-frame
        />
      </Frame>
      <SiteLink href={embed.page} target="_blank" rel="noopener noreferrer">
        {t('player.embed.open', { site })}
      </SiteLink>
    </PlayerRoot>
  );
}

const Frame = styled.div<{ $video: boolean }>`
  position: relative;
  inline-size: 100%;
  aspect-ratio: ${({ $video }) => ($video ? '16 / 9' : '4 / 3')};
  max-block-size: 80vh;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  iframe {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    border: 0;
  }
`;

const SiteLink = styled.a`
  display: inline-block;
  margin-block-start: 8px;
  color: ${({ theme }) => theme.colors.primary};
  ${focusRing}
`;
