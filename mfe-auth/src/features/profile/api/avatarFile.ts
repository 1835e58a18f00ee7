import { LIMITS } from '@school/shared';

/**
 * Checks a chosen avatar before any byte is sent (the server checks the content again).
 * Returns the `common` message key of the broken rule, or null when the file may be uploaded.
 */
export function avatarFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'validation.imageOnly';
  if (file.size > LIMITS.imageMaxBytes) return 'validation.fileTooLarge';
  return null;
}
