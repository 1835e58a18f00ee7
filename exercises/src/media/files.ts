import * as z from 'zod/mini';

/**
 * A file uploaded to this site: `POST files` and `POST files/audio` answer `/tenant/files/{key}`.
 * Media types name only our own files, so a student's browser never fetches a picture or a
 * sound from another site; the API also checks the file is the school's and of the right kind.
 */
export const FILE_ADDRESS = /^\/tenant\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A required file address: `required` when empty, `invalid` when it is not one of our file addresses. */
export const fileAddress = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), z.regex(FILE_ADDRESS, { error: invalid }));
