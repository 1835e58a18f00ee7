import * as z from 'zod/mini';

export const imageStudent = { image: z.string(), caption: z.string() };
export const imageToStudent = (content: { image: string; caption: string }) => ({ image: content.image, caption: content.caption });
