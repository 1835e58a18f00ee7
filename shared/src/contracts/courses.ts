import * as z from 'zod/mini';
import { lazySchema } from './lazy.js';
import { boundedText, optionalBoundedText, type PermissionKey, type Role } from './common.js';

export const COURSE_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const COURSE_LANGUAGES = ['en', 'uk', 'de', 'fr', 'it', 'es', 'zh'] as const;
export type CourseLanguage = (typeof COURSE_LANGUAGES)[number];
/** `own` courses are written by the school; the two libraries are read-only collections. */
export const COURSE_TYPES = ['own', 'kalyna-academy', 'kalyna-hub'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/**
 * Who writes (creates, edits, reorders, deletes) the school's own courses: staff holding one of
 * these permissions; everyone signed in reads them. The API enforces it and the pages hide what it
 * would refuse, both from this one rule (docs/decisions/api-course-access.md).
 */
export const COURSE_WRITER_RULE = {
  roles: ['staff'],
  permissions: ['teacher', 'courses-management', 'admin-access'],
} as const satisfies { roles: readonly Role[]; permissions: readonly PermissionKey[] };

export const courseSchema = lazySchema(() => z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  image: z.nullable(z.string()),
  courseLanguage: z.enum(COURSE_LANGUAGES),
  teachingLanguage: z.enum(COURSE_LANGUAGES),
  level: z.enum(COURSE_LEVELS),
  type: z.enum(COURSE_TYPES),
  position: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
}));
export type Course = z.infer<typeof courseSchema>;

export const courseListQuerySchema = lazySchema(() => z.object({
  type: z._default(z.enum(COURSE_TYPES, { error: 'validation.courseType' }), 'own'),
  search: z._default(z.string().check(z.trim(), z.maxLength(500, { error: 'validation.maxLength' })), ''),
}));
export type CourseListQuery = z.input<typeof courseListQuerySchema>;

export const courseInputSchema = lazySchema(() => z.object({
  name: boundedText(),
  description: z._default(optionalBoundedText(), ''),
  courseLanguage: z.enum(COURSE_LANGUAGES, { error: 'validation.language' }),
  teachingLanguage: z.enum(COURSE_LANGUAGES, { error: 'validation.language' }),
  level: z.enum(COURSE_LEVELS, { error: 'validation.level' }),
}));
export type CourseInput = z.input<typeof courseInputSchema>;

/** The client sends `type: 'own'` on create (spec 02 §7); nothing else may be created. */
export const createCourseSchema = lazySchema(() => z.extend(courseInputSchema, {
  type: z._default(z.literal('own', { error: 'validation.courseType' }), 'own'),
}));
export type CreateCourseInput = z.input<typeof createCourseSchema>;

export const reorderSchema = lazySchema(() => z.object({
  items: z
    .array(z.object({ id: z.uuid({ error: 'validation.id' }), position: z.int().check(z.minimum(0)) }))
    .check(z.minLength(1, { error: 'validation.reorderEmpty' }), z.maxLength(1000)),
}));
export type ReorderInput = z.infer<typeof reorderSchema>;
