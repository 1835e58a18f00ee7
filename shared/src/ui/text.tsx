import { styled } from 'styled-components';
import { media } from './breakpoints.js';

/**
 * A page's one `h1`. Smaller on a phone, and a long name wraps instead of widening the page.
 * Pages move focus to it after a navigation or a delete (`tabIndex={-1}`): it is not a control,
 * so it shows no focus ring. A title that shows a name the user typed adds
 * `unicode-bidi: plaintext` (a course or a group in another script keeps its own direction).
 */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  overflow-wrap: anywhere;
  ${media.phone} {
    font-size: 1.4rem;
  }
  &:focus {
    outline: none;
  }
`;

/** A sentence that explains rather than informs: a hint under a list, "nothing here yet". */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A spinner and a short word beside it ("Saving…") inside a toolbar or a heading's row. */
export const BusyText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
