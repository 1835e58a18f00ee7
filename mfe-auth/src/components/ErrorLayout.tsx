import type { ReactNode } from 'react';
import styled from 'styled-components';

const Screen = styled.div`
  box-sizing: border-box;
  display: grid;
  place-items: center;
  /* Centred in the viewport but never taller than it inside the host's default 24px gutter
     (the routes ask for no gutter; the host may still add one), so no stray scrollbar. */
  min-block-size: calc(100vh - 48px);
  min-block-size: calc(100dvh - 48px);
  padding: 24px 16px;
  /* Transparent: the host's page background (plain or default) shows through. */
  color: ${({ theme }) => theme.colors.text};
  color-scheme: ${({ theme }) => theme.mode};
  font-family: ${({ theme }) => theme.font};
`;

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
