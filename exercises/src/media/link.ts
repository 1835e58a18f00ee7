import * as z from 'zod/mini';
import type { EmbedType } from '../types.js';
import { EMBED_SITES, embedOf, linkOfEmbedCode, parseWebLink } from './embeds.js';

/** Longest link stored: longer ones are not links a teacher pastes. */
export const LINK_MAX = 2000;

/** A required link checked by `accepts`; its one message says what is wanted (which sites work). */
const linkField = (accepts: (link: string) => boolean, message: string, stored: (link: string) => string = (link) => link) =>
  z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      z.overwrite(stored),
      z.minLength(1, { error: 'validation.required', abort: true }),
      z.maxLength(LINK_MAX, { error: 'validation.maxLength', abort: true }),
      z.refine(accepts, { error: message }),
    );

/** The link of an embed type: one of the type's URL patterns (media/embeds.ts). */
export const embedLink = (type: EmbedType) => linkField((link) => embedOf(type, link) !== null, EMBED_SITES[type].message, linkOfEmbedCode);

/** Any http(s) address (external_link). */
export const webLink = () => linkField((link) => parseWebLink(link) !== null, 'exercise.webLink');
