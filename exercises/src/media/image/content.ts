import * as z from 'zod/mini';
import { optionalBoundedText } from '@school/shared/contracts';
import { contentObject } from '../../exercise.js';
import { fileAddress } from '../files.js';

/** A picture uploaded with `POST files` (an image by content, at most 1 MB). */
export const pictureAddress = () => fileAddress('exercise.imageRequired', 'exercise.imageInvalid');
export const caption = () => z._default(optionalBoundedText(), '');

export const imageContent = { image: pictureAddress(), caption: caption() };
/** One picture of a set, the same rules. */
export const pictureObject = () => contentObject({ image: pictureAddress(), caption: caption() });
