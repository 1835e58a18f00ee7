import styled from 'styled-components';

/** A sentence inside a dialog (a status, or why there is nothing to choose). */
export const Question = styled.p`
  margin: 0;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;
