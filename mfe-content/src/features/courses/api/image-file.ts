import { LIMITS } from '@school/shared';

/** Kinds the server can check by content; SVG is left out because it can carry scripts. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * The browser's half of the image rule (images only, at most 1 MB); the server checks the
 * content again. Answers a `common` message key, or null when the file may be uploaded.
 */
export function checkImageFile(file: File): 'validation.imageOnly' | 'validation.fileTooLarge' | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'validation.imageOnly';
  if (file.size > LIMITS.imageMaxBytes) return 'validation.fileTooLarge';
  return null;
}
