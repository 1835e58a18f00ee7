import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Screen } from './auth-layout';

const Body = styled.div`
  display: grid;
  justify-items: center;
  gap: 16px;
  max-inline-size: 520px;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: clamp(4rem, 18vw, 7.5rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.primary};
`;

/** The error layout: a large status code, the explanation and a way out. */
export function ErrorLayout({ code, children }: { code: string; children: ReactNode }) {
  return (
    <Screen>
      <Body>
        <Code aria-hidden="true">{code}</Code>
        {children}
      </Body>
    </Screen>
  );
}
