// zod/mini: the functional API tree-shakes, so the browser ships only the checks these
// contracts use (classic zod's methods cost about 20 KB gzipped on every page;
// docs/decisions/0004-bundle-budget.md). The server reads the same schemas.
import * as z from 'zod/mini';
import { lazySchema } from './lazy.js';

/** Interface languages; `uk` is the default everywhere. */
export const LANGUAGES = ['uk', 'en', 'es', 'fr', 'it', 'zh', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uk';
export const languageSchema = lazySchema(() => z.enum(LANGUAGES));

export const ROLES = ['staff', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSION_KEYS = ['teacher', 'admin-access', 'users-management', 'courses-management'] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** Limits from the spec (section 9 of both documents). */
export const LIMITS = {
  requestTimeoutMs: 60_000,
  restoreTimeoutMs: 5_000,
  imageMaxBytes: 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
  textMin: 2,
  textMax: 500,
  passwordMin: 8,
  defaultPageSize: 10,
} as const;

/** Status codes that end the session wherever they come from. */
export const SESSION_ENDING_STATUSES: readonly number[] = [401, 419, 440];

export const TOKEN_STORAGE_KEY = 'token';
/** Where the browser remembers the chosen interface language. */
export const LANGUAGE_STORAGE_KEY = 'locale';
export const REDIRECT_PARAM = 'redirectUrl';
export const AUTHENTICATED_ENTRY = '/courses/own';
/**
 * Where a member (a student) lands: their classes, with the homework still to do at the top
 * (docs/decisions/homework-ui.md). Staff land on the courses.
 */
export const MEMBER_ENTRY = '/lessons/classes';

/** The page a signed-in user of this role lands on. */
export function entryFor(role: Role | null | undefined): string {
  return role === 'member' ? MEMBER_ENTRY : AUTHENTICATED_ENTRY;
}
export const UNAUTHENTICATED_ENTRY = '/auth/signin';

/**
 * Validation messages are i18n keys of the `validation` namespace (see messages.ts),
 * so the server and the browser render the same rule in the reader's language.
 */
export const requiredText = (message = 'validation.required') =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }));

export const boundedText = () =>
  z
    .string({ error: 'validation.required' })
    .check(
      z.trim(),
      // Empty says "required", not "too short"; `abort` keeps it the only message.
      z.minLength(1, { error: 'validation.required', abort: true }),
      z.minLength(LIMITS.textMin, { error: 'validation.minLength' }),
      z.maxLength(LIMITS.textMax, { error: 'validation.maxLength' }),
    );

export const optionalBoundedText = () =>
  z.string().check(z.trim(), z.maxLength(LIMITS.textMax, { error: 'validation.maxLength' }));

export const emailSchema = (requiredMessage = 'validation.required') =>
  z.pipe(
    z.string({ error: requiredMessage }).check(z.trim(), z.minLength(1, { error: requiredMessage })),
    z.email({ error: 'validation.email' }).check(z.toLowerCase()),
  );

export const passwordSchema = () =>
  z
    .string({ error: 'validation.required' })
    .check(
      z.minLength(LIMITS.passwordMin, { error: 'validation.passwordMin' }),
      z.maxLength(200, { error: 'validation.maxLength' }),
    );

export const idSchema = lazySchema(() => z.uuid({ error: 'validation.id' }));
export const idParamsSchema = lazySchema(() => z.object({ id: idSchema }));

/** Body of every error answer of the API (4xx and 5xx). */
export const apiErrorSchema = lazySchema(() => z.object({
  statusCode: z.int(),
  code: z.string(),
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
}));
export type ApiError = z.infer<typeof apiErrorSchema>;

export const paginationQuerySchema = lazySchema(() => z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), LIMITS.defaultPageSize),
}));

export const paginationMetaSchema = lazySchema(() => z.object({
  /**
   * `totalCapped`: a search matched more than `total` rows and was not counted further (the users
   * list at 100,000 users, docs/decisions/admin-users-search.md); the pages reach `total` rows.
   */
  pagination: z.object({ total: z.int(), page: z.int(), limit: z.int(), totalCapped: z.optional(z.literal(true)) }),
}));
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** Wraps a payload schema in the `{ data }` envelope every answer uses. */
export const envelope = <T extends z.ZodMiniType>(data: T) => z.object({ data });
export const pagedEnvelope = <T extends z.ZodMiniType>(item: T) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema });

/**
 * Control characters and backslashes: browsers drop tabs and line breaks from a URL and read a
 * backslash as a slash, so `/<tab>/evil.test` would become `//evil.test`, another origin (which
 * the history API refuses with an error that left sign-in stuck).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f\\]/;

/**
 * Where to go after sign-in: the `redirectUrl` of the query when it is a path of this
 * site (never another origin, nothing a browser would read differently), else the
 * entry page (`entryFor` the user's role).
 */
export function postSignInTarget(search: string, entry: string = AUTHENTICATED_ENTRY): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || UNSAFE_IN_PATH.test(target)) return entry;
  return target;
}
