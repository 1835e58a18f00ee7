// Field builders the administration contracts share. Internal: the public index does not export
// this file, the contracts built from it are public.
import * as z from 'zod/mini';
import { LIMITS } from '../common.js';
import { isKnownTimeZone } from '../profile.js';

/** Optional text of at most `max` characters; blank is stored as null. */
export const optionalText = (max: number) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, { error: 'validation.maxLength' })),
        z.transform((value: string) => (value === '' ? null : value)),
      ),
    ),
  );

export const nameText = () =>
  z
    .string({ error: 'validation.required' })
    .check(z.trim(), z.minLength(1, { error: 'validation.required' }), z.maxLength(100, { error: 'validation.maxLength' }));

export const timezoneText = () => optionalText(100).check(z.refine((zone) => !zone || isKnownTimeZone(zone), { error: 'validation.timezone' }));

export const searchText = () => z._default(z.string().check(z.trim(), z.maxLength(LIMITS.textMax, { error: 'validation.maxLength' })), '');

export const page = () => z._default(z.coerce.number({ error: 'admin.page' }).check(z.int({ error: 'admin.page' }), z.minimum(1, { error: 'admin.page' })), 1);
export const limit = () =>
  z._default(
    z.coerce
      .number({ error: 'admin.limit' })
      .check(z.int({ error: 'admin.limit' }), z.minimum(1, { error: 'admin.limit' }), z.maximum(100, { error: 'admin.limit' })),
    LIMITS.defaultPageSize,
  );
