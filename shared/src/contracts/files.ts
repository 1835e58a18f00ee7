import { LIMITS } from './common.js';

/**
 * Image types accepted for avatars, logos and course images. The server checks the content
 * again by its bytes; SVG is left out because it can carry scripts.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export type ImageFileProblem = 'validation.imageOnly' | 'validation.fileTooLarge';

/**
 * The browser's half of the image rule (images only, at most 1 MB), checked before any byte
 * is sent. Answers the `common` message key of the broken rule, or null.
 */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'validation.imageOnly';
  if (file.size > LIMITS.imageMaxBytes) return 'validation.fileTooLarge';
  return null;
}
