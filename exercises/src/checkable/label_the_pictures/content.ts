import * as z from 'zod/mini';
import { contentObject, itemList, itemText } from '../../exercise.js';

/**
 * `image`: the address of an uploaded picture: a path on this site (`/files/...`) or an
 * http(s) URL. Anything else (`javascript:`, `data:`, protocol-relative `//host`) is refused
 * here, because players and editors put it into `<img src>`; the API may narrow it further to
 * its own files.
 */
export const PICTURE_ADDRESS = /^(?:\/(?!\/)|https?:\/\/)\S+$/u;

const pictureAddress = () =>
  itemText('exercise.imageRequired').check(z.regex(PICTURE_ADDRESS, { error: 'exercise.imageInvalid' }));

export const labelThePicturesContent = {
  images: itemList(
    contentObject({ image: pictureAddress(), label: itemText() }),
    1,
    'exercise.imagesMissing',
  ),
};
