import { styled } from 'styled-components';
import { IconButton, media } from '@school/shared/ui';
import { ArrowForwardIcon } from '../../../../components/icons';

/**
 * On a phone the table is drawn as a list of cards, one per course, never wider than the
 * screen: the same table element (one DOM, one set of tests, the row and cell roles kept
 * by Chromium and Firefox), laid out as blocks and a grid by CSS. Marked with
 * `data-scroll-x` on wider screens only, where it may scroll sideways in its own frame.
 */
export const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${media.phone} {
    overflow-x: visible;
    border: none;
    background: transparent;
  }
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.colors.text};
  ${media.phone} {
    display: block;
    thead {
      /* Each card names its own parts; the header row stays for screen readers only. */
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody {
      display: grid;
      gap: 12px;
    }
  }
`;

export const Th = styled.th`
  padding: 12px;
  text-align: start;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

export const Tr = styled.tr`
  background: ${({ theme }) => theme.colors.surface};
  &:not(:last-child) {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  &[data-dragging] {
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  ${media.phone} {
    display: grid;
    grid-template-columns: 64px minmax(0, 1fr);
    grid-template-areas:
      'image name'
      'image level'
      'languages languages'
      'updated updated'
      'order actions';
    gap: 4px 12px;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    &:not(:last-child) {
      border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
`;

export const Td = styled.td`
  padding: 8px 12px;
  vertical-align: middle;
  &[data-column='name'] {
    min-inline-size: 180px;
  }
  &[data-column='updatedAt'] {
    min-inline-size: 6.5em;
  }
  ${media.phone} {
    display: block;
    padding: 0;
    min-inline-size: 0;
    &[data-column='name'] {
      grid-area: name;
      min-inline-size: 0;
      overflow-wrap: anywhere;
    }
    &[data-column='image'] {
      grid-area: image;
    }
    &[data-column='level'] {
      grid-area: level;
    }
    &[data-column='languages'] {
      grid-area: languages;
    }
    &[data-column='updatedAt'] {
      grid-area: updated;
      min-inline-size: 0;
      font-size: 0.875rem;
      color: ${({ theme }) => theme.colors.textMuted};
    }
    &[data-column='order'] {
      grid-area: order;
    }
    &[data-column='actions'] {
      grid-area: actions;
      justify-self: end;
    }
  }
`;

export const Thumb = styled.span`
  display: grid;
  place-items: center;
  inline-size: 64px;
  block-size: 44px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

// Names and descriptions are typed by people, in any script: each paragraph takes the
// direction of its own text, while alignment follows the page.
export const Name = styled.span`
  display: block;
  unicode-bidi: plaintext;
  font-weight: 600;
  color: inherit;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

export const Description = styled.span`
  unicode-bidi: plaintext;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  margin-block-start: 2px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Level = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-weight: 600;
  font-size: 0.8125rem;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

// Wraps on narrow screens (and with large controls) rather than pushing the actions out of view.
export const Languages = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 6px;
`;

/** Points from the course language to the taught one, mirrored in right-to-left layouts. */
export const Arrow = styled(ArrowForwardIcon)`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: ${({ theme }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none')};
`;

export const DangerButton = styled(IconButton)`
  @media (hover: hover) {
    &:hover:not(:disabled) {
      color: ${({ theme }) => theme.colors.danger};
    }
  }
`;
