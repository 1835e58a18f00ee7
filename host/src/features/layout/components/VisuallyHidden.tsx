import styled from 'styled-components';

/** Read by assistive technology, not shown: names a control whose visible text is only part of its name. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
