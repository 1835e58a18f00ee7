import { fileAddress } from '../files.js';

/** An animated GIF uploaded with `POST files`; the API refuses any other picture under `gif`. */
export const gifContent = { gif: fileAddress('exercise.gifRequired', 'exercise.imageInvalid') };
