import { styled } from 'styled-components';
import { IconButton, media, TableCell, TableRow } from '@school/shared/ui';
import { ArrowForwardIcon } from '../../../../components/icons';

/**
 * The kit's table row and cell (one look for every table): on a phone the course table is a list
 * of cards, one per course, its cells placed in areas of its own (image beside the name, order
 * and actions at the foot).
 */
export const Tr = styled(TableRow)`
  &[data-dragging] {
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  ${media.phone} {
    grid-template-columns: 64px minmax(0, 1fr);
    grid-template-areas:
      'image name'
      'image level'
      'languages languages'
      'updated updated'
      'order actions';
    gap: 4px 12px;
  }
`;

export const Td = styled(TableCell)`
  /* Only the name may break anywhere: the other values keep their words. */
  overflow-wrap: normal;
  &[data-column='name'] {
    min-inline-size: 180px;
  }
  &[data-column='updatedAt'] {
    min-inline-size: 6.5em;
  }
  ${media.phone} {
    display: block;
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
