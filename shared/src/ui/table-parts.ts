import { styled } from 'styled-components';
import { media } from './breakpoints.js';

/*
 * The parts every table of every area is drawn with (DataTable and the tables it cannot serve:
 * the course table with its drag and drop, a ledger without sorting). On a phone a table is a
 * list of cards, one per row, never wider than the screen: the same table element (one DOM, the
 * row and cell roles kept), laid out as blocks by CSS (docs/decisions/platform-responsive.md).
 */

/** Wider screens: the table may scroll sideways in its own frame (`data-scroll-x`). */
export const TableScroller = styled.div`
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

export const TableCaption = styled.caption`
  padding: 12px;
  text-align: start;
  font-weight: 600;
`;

export const TableElement = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.colors.text};
  ${media.phone} {
    display: block;
    caption {
      display: block;
      padding-inline: 0;
    }
    thead {
      /* Each card names its own values; the header row stays for screen readers only. */
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

export const TableHeaderCell = styled.th`
  padding: 12px;
  text-align: start;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

/** A row; on a phone a card (a grid, so a table can place its cells in areas of its own). */
export const TableRow = styled.tr`
  background: ${({ theme }) => theme.colors.surface};
  &:not(:last-child) {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${media.phone} {
    display: grid;
    gap: 6px;
    padding: 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/**
 * A cell. `data-nowrap` for a value that reads wrong when broken over lines (a date, an amount);
 * on a phone `data-label` names the value in its card and `data-primary` makes it the card's title.
 */
export const TableCell = styled.td`
  padding: 8px 12px;
  vertical-align: middle;
  overflow-wrap: anywhere;
  &[data-nowrap] {
    white-space: nowrap;
    overflow-wrap: normal;
  }
  ${media.phone} {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    padding: 0;
    &[data-label]::before {
      content: attr(data-label);
      min-inline-size: 7em;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: 0.875rem;
    }
    &[data-primary] {
      order: -1;
      font-size: 1.0625rem;
      font-weight: 600;
    }
  }
`;
