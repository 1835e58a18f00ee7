import { styled } from 'styled-components';

/**
 * The frame of a page's or a list's loading, failed and empty states: centred in a dashed box,
 * in the muted text colour, so "nothing here yet" never looks like content. Put the message in
 * a `<p>` (kept to a readable width), a heading in `StatePanelTitle` and buttons or links in
 * `StatePanelActions`; give it `role="status"` or `role="alert"` where it announces a change.
 */
export const StatePanel = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 48px 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
    max-inline-size: 48ch;
  }
`;

export const StatePanelTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
`;

export const StatePanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 16px;
`;
