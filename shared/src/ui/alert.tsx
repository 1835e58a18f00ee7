import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export type AlertTone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: AlertTone }>`
  display: grid;
  gap: 6px;
  padding-block: 12px;
  padding-inline: 14px;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.border)};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.45;

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  id?: string;
}

/** Errors are announced at once (`alert`); good news and notes politely (`status`). */
export function Alert({ tone, children, id }: AlertProps) {
  return (
    <Box id={id} $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
