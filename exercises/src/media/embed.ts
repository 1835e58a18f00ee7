import * as z from 'zod/mini';
import { defineMedia } from '../definition.js';
import type { EmbedType } from '../types.js';
import { embedLink } from './link.js';

/**
 * The parts every embed type shares: a link of the type's sites. The student copy carries the
 * link; the player parses it again and builds the frame from the parts (embedOf), so the copy
 * never holds a frame address the player would have to trust.
 */
export function defineEmbed<T extends EmbedType>(type: T) {
  return defineMedia({
    type,
    content: { link: embedLink(type) },
    student: { link: z.string() },
    toStudent: ({ link }) => ({ link }),
  });
}
