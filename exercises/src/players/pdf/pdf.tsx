import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@school/shared';
import { Button } from '@school/shared/ui';
import { styled } from 'styled-components';
import type { OpenPdf } from './document.js';
import type { PlayerProps } from '../props.js';
import { PlayerRoot } from '../parts/styles.js';

/** The widest a page is drawn: readable on a desktop without a page the height of three screens. */
const MAX_PAGE_WIDTH = 840;
/** Used until the frame has been measured (jsdom never measures). */
const FALLBACK_WIDTH = 600;

/** What the viewer holds for one file; a state for another file counts as still loading. */
type Viewer = { file: string } & ({ status: 'failed' } | { status: 'ready'; document: OpenPdf });

/** The frame's width in CSS pixels, following the window (a phone turned, a sidebar opened). */
function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      const measured = Math.floor(node.clientWidth);
      if (measured > 0) setWidth(Math.min(measured, MAX_PAGE_WIDTH));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * A PDF read inside the lesson: pdf.js (Mozilla) draws one page at a time on a canvas, with
 * previous / next buttons and "page N of M". pdf.js comes in its own chunk, loaded only when this
 * player renders. A download link is always there (a student may prefer their own reader, and a
 * screen reader cannot read a canvas); a document pdf.js cannot read is said so in words.
 */
export function PdfPlayer({ exercise }: PlayerProps<'pdf'>) {
  const { t } = useTranslation('exercises');
  const id = useId();
  const [loaded, setLoaded] = useState<Viewer | null>(null);
  const [paging, setPaging] = useState({ file: exercise.file, page: 1 });
  /** The page, document and width last drawn: the canvas shows the current page once they match. */
  const [drawn, setDrawn] = useState<{ document: OpenPdf; page: number; width: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const width = useWidth(frame);
  const title = exercise.title || t('player.pdf.untitled');

  useEffect(() => {
    const file = exercise.file;
    let open: OpenPdf | null = null;
    let gone = false;
    import(/* webpackChunkName: "pdf-viewer" */ './document.js')
      .then(({ openPdf }) => openPdf(file))
      .then(
        (document) => {
          if (gone) document.close();
          else {
            open = document;
            setLoaded({ file, status: 'ready', document });
          }
        },
        () => {
          if (!gone) setLoaded({ file, status: 'failed' });
        },
      );
    return () => {
      gone = true;
      open?.close();
    };
  }, [exercise.file]);

  const viewer = loaded?.file === exercise.file ? loaded : null;
  const document = viewer?.status === 'ready' ? viewer.document : null;
  const page = paging.file === exercise.file ? paging.page : 1;
  const count = document?.pageCount ?? 0;
  const turn = (to: number) => {
    if (to >= 1 && to <= count) setPaging({ file: exercise.file, page: to });
  };

  useEffect(() => {
    const target = canvas.current;
    if (!document || !target) return;
    const file = exercise.file;
    let current = true;
    document.render(page, target, width).then(
      (size) => {
        if (current && size) setDrawn({ document, page, width });
      },
      () => {
        if (current) setLoaded({ file, status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [document, page, width, exercise.file]);

  const shown = drawn !== null && drawn.document === document && drawn.page === page && drawn.width === width;
  const download = (
    <a href={exercise.file} download={`${title}.pdf`}>
      {t('player.pdf.download')}
    </a>
  );

  if (viewer?.status === 'failed') {
    return (
      <PlayerRoot>
        <p role="alert">{t('player.pdf.failed')}</p>
        <p>{download}</p>
      </PlayerRoot>
    );
  }

  return (
    <PlayerRoot>
      <Frame ref={frame} aria-busy={!shown}>
        {!viewer && <p role="status">{t('player.pdf.loading')}</p>}
        {document && <canvas ref={canvas} role="img" aria-label={t('player.pdf.page', { title, page, count })} data-pdf-page={shown ? page : undefined} />}
      </Frame>
      {document && (
        <Controls role="group" aria-label={t('player.pdf.navigation')}>
          {/* aria-disabled, not disabled: the button keeps the focus on the first or last page. */}
          <Button type="button" aria-disabled={page <= 1} aria-controls={`${id}-pages`} onClick={() => turn(page - 1)}>
            {t('player.pdf.previous')}
          </Button>
          <output id={`${id}-pages`} aria-live="polite">
            {t('player.pdf.pages', { page, count })}
          </output>
          <Button type="button" aria-disabled={page >= count} aria-controls={`${id}-pages`} onClick={() => turn(page + 1)}>
            {t('player.pdf.next')}
          </Button>
          <span>{download}</span>
        </Controls>
      )}
    </PlayerRoot>
  );
}

const Frame = styled.div`
  inline-size: 100%;
  max-inline-size: ${MAX_PAGE_WIDTH}px;
  canvas {
    display: block;
    max-inline-size: 100%;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: #fff;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-block-start: 8px;
  output {
    font-variant-numeric: tabular-nums;
  }
  button[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
