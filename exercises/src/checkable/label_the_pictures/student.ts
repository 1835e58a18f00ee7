import * as z from 'zod/mini';
import { seededShuffle } from '../../shuffle.js';

export const labelThePicturesStudent = {
  images: z.array(z.strictObject({ image: z.string() })),
  labels: z.array(z.string()),
};

export const labelThePicturesToStudent = (content: { images: Array<{ image: string; label: string }> }, seed: string) => ({
  images: content.images.map(({ image }) => ({ image })),
  labels: seededShuffle(
    seed,
    content.images.map(({ label }) => label),
  ),
});
