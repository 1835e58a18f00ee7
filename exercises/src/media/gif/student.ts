import * as z from 'zod/mini';

export const gifStudent = { gif: z.string() };
export const gifToStudent = (content: { gif: string }) => ({ gif: content.gif });
