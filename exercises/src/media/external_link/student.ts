import * as z from 'zod/mini';

export const externalLinkStudent = { link: z.string(), label: z.string() };

export const externalLinkToStudent = (content: { link: string; label: string }) => ({ link: content.link, label: content.label });
