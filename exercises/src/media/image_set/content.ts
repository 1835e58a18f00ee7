import * as z from 'zod/mini';
import { pictureObject } from '../image/index.js';

/** A set of pictures shown together: 1 to 20 (EXERCISES.md). */
export const IMAGE_SET_MAX = 20;

export const imageSetContent = {
  images: z
    .array(pictureObject(), { error: 'exercise.imagesMissing' })
    .check(z.minLength(1, { error: 'exercise.imagesMissing' }), z.maxLength(IMAGE_SET_MAX, { error: 'exercise.tooManyImages' })),
};
