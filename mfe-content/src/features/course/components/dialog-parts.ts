import styled from 'styled-components';
import { media } from '@school/shared/ui';

export const Fields = styled.div`
  display: grid;
  gap: 16px;
`;

export const FormAlert = styled.div`
  margin-block-end: 16px;
`;

export const Question = styled.p`
  margin: 0;
  line-height: 1.5;
  overflow-wrap: anywhere;
`;

/** Buttons at the end; on a phone they share the width, thumbs reach them easily. */
export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-block-start: 24px;
  ${media.phone} {
    > * {
      flex: 1 1 0;
    }
  }
`;
