// A student's personal dictionary (spec 01 §3, §4, §7; ../shared/design/CLASSROOM.md "Dictionary").
// Everything is under `/tenant` with a bearer token and answers `{ data }`; choices the contract
// leaves open: docs/decisions/dictionary.md.
//
//   GET    dictionary?page&limit&q&studentId (or userId)   -> DictionaryEntry[] (paged; staff: the school's students, a member: own)
//   POST   dictionary           DictionaryInput -> 201 DictionaryEntry
//   GET    dictionary/{id}                      -> DictionaryEntry
//   PUT    dictionary/{id}      DictionaryInput -> DictionaryEntry (whole)
//   DELETE dictionary/{id}                      -> 204
//   GET    dictionary/students                  -> DictionaryStudent[] (staff)
//   GET    classes/{id}/dictionary?userId&page&limit -> ClassDictionary
import * as z from 'zod/mini';
import { boundedText, idSchema, LANGUAGES, LIMITS } from './common.js';
import { limit, optionalText, page, searchText } from './admin/fields.js';

/**
 * The languages an entry can be in: the seven the school teaches in and translates its pages to
 * (spec 01 §9). A BCP 47 primary tag, so the browser's speech synthesis can read it aloud.
 */
export const DICTIONARY_LANGUAGES = LANGUAGES;
export type DictionaryLanguage = (typeof DICTIONARY_LANGUAGES)[number];

/** Audio links up to this length (an uploaded recording's address or an outside one). */
export const DICTIONARY_AUDIO_MAX = 2000;

export const dictionaryEntrySchema = z.object({
  id: z.uuid(),
  phrase: z.string(),
  translation: z.string(),
  customTranslation: z.nullable(z.string()),
  audio: z.nullable(z.string()),
  language: z.enum(DICTIONARY_LANGUAGES),
  studentId: z.uuid(),
  createdAt: z.string(),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

/** An http(s) address or a path of this site (`/files/...`); blank or null: no audio. */
const audioSchema = () =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(DICTIONARY_AUDIO_MAX, { error: 'validation.maxLength' })),
        z.transform((value: string, context) => {
          if (value === '') return null;
          const sitePath = value.startsWith('/') && !value.startsWith('//');
          const url = URL.canParse(value) ? new URL(value) : null;
          if (!sitePath && (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))) {
            context.issues.push({ code: 'custom', message: 'dictionary.audio', input: value });
            return z.NEVER;
          }
          return value;
        }),
      ),
    ),
  );

/**
 * POST dictionary and PUT dictionary/{id} (whole). Staff name the student (`studentId`, a student
 * of the school); a member's entries are always their own and `studentId` is ignored.
 */
export const dictionaryInputSchema = z.object({
  phrase: boundedText(),
  translation: boundedText(),
  customTranslation: optionalText(LIMITS.textMax),
  audio: audioSchema(),
  language: z.enum(DICTIONARY_LANGUAGES, { error: 'dictionary.language' }),
  studentId: z.optional(z.nullable(idSchema)),
  /** The spec's other name for `studentId` (spec 01 §7, "studentId or userId"); `studentId` wins when both come. */
  userId: z.optional(z.nullable(idSchema)),
});
export type DictionaryInput = z.input<typeof dictionaryInputSchema>;

export const dictionaryListQuerySchema = z.object({
  page: page(),
  limit: limit(),
  q: searchText(),
  studentId: z.optional(idSchema),
  /** The spec's other name for `studentId`; `studentId` wins when both come. */
  userId: z.optional(idSchema),
});
export type DictionaryListQuery = z.input<typeof dictionaryListQuerySchema>;

/** GET dictionary/students: the school's students, for the staff's filter. */
export const dictionaryStudentSchema = z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), email: z.string() });
export type DictionaryStudent = z.infer<typeof dictionaryStudentSchema>;

export const classDictionaryQuerySchema = z.object({
  page: page(),
  limit: limit(),
  userId: z.optional(idSchema),
});

/** GET classes/{id}/dictionary: one student's words, paged for a load-more list (spec 01 §4). */
export const classDictionarySchema = z.object({
  entries: z.array(dictionaryEntrySchema),
  total: z.int(),
  page: z.int(),
  limit: z.int(),
  hasMore: z.boolean(),
  classId: z.uuid(),
  userId: z.uuid(),
});
export type ClassDictionary = z.infer<typeof classDictionarySchema>;
