import type { ReactNode } from 'react';
import { Link } from '@school/shared';
import styled from 'styled-components';
import { focusRing } from '@school/shared/ui';
import { LanguageSwitch } from './language-switch';

/**
 * Fills the blank layout and centres its content (the card here, the error in ErrorLayout);
 * `dvh` keeps it centred under mobile browser bars. A `div`, not `main`: the host's layout
 * owns the landmarks.
 */
export const Screen = styled.div`
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

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

export const Card = styled.section`
  inline-size: 100%;
  max-inline-size: 420px;
  display: grid;
  gap: 20px;
  padding: 32px 28px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 2);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 12px 40px rgb(15 23 42 / ${({ theme }) => (theme.mode === 'dark' ? 0.45 : 0.08)});

  @media (max-width: 480px) {
    padding: 24px 18px;
  }
`;

export const CardHeader = styled.header`
  display: grid;
  gap: 6px;
  text-align: center;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: 1.5rem;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.text};
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

export const Form = styled.form`
  display: grid;
  gap: 16px;
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  border-radius: 4px;

  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

export const CardFooter = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Brand = styled.div`
  display: flex;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

function Logo() {
  return (
    <Brand aria-hidden="true">
      <svg width="44" height="44" viewBox="0 0 48 48" focusable="false">
        <rect width="48" height="48" rx="12" fill="currentColor" opacity="0.14" />
        <path d="M24 12 8 20l16 8 12-6v9h4V20L24 12Zm-9 15v6c0 2.8 4 5 9 5s9-2.2 9-5v-6l-9 4.5-9-4.5Z" fill="currentColor" />
      </svg>
    </Brand>
  );
}

const Stack = styled.div`
  display: grid;
  justify-items: center;
  gap: 16px;
  inline-size: 100%;
  max-inline-size: 420px;
`;

/** The blank layout's screen: one centred card with the school mark above the content, and the language switch under it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Screen>
      <Stack>
        <Card>
          <Logo />
          {children}
        </Card>
        <LanguageSwitch />
      </Stack>
    </Screen>
  );
}
