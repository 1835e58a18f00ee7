import { LIMITS } from '@school/shared';

/**
 * The image types the server accepts (it checks the content again). SVG is left out: it can
 * carry scripts, and the server refuses it anyway.
 */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * Checks a chosen avatar before any byte is sent. Returns the `common` message key of the
 * broken rule, or null when the file may be uploaded.
 */
export function avatarFileProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'validation.imageOnly';
  if (file.size > LIMITS.imageMaxBytes) return 'validation.fileTooLarge';
  return null;
}
