import { css } from 'styled-components';

/**
 * The frame of a card of a page (a plan, an upload form, an exercise, a settings block): the
 * surface colour, a border and the theme's corners, its parts stacked in one column. Mixed into
 * the card's own element (`styled.article\`${cardFrame} gap: 12px;\``), so the card stays the
 * element it is (article, section, form), and adds its own gap.
 */
export const cardFrame = css`
  display: grid;
  min-inline-size: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * A row whose parts go to its two ends (a title and its actions, a count and the pager), and
 * wrap onto more lines where the width runs out rather than push anything out of view. Mixed in
 * with the row's own gap.
 */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;
