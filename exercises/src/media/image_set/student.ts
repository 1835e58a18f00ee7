import * as z from 'zod/mini';

export const imageSetStudent = { images: z.array(z.strictObject({ image: z.string(), caption: z.string() })) };
export const imageSetToStudent = (content: { images: Array<{ image: string; caption: string }> }) => ({
  images: content.images.map(({ image, caption }) => ({ image, caption })),
});
