import { fileAddress } from '../files.js';

/**
 * `file`: a PDF uploaded with `POST files/pdf` (at most 10 MB, `%PDF-` by its bytes); the API also
 * checks it is a PDF of the school. Shown inside the page, page by page; nothing to answer.
 */
export const pdfContent = { file: fileAddress('exercise.pdfRequired', 'exercise.pdfInvalid') };
