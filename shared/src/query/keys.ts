import type { QueryKey } from '@tanstack/react-query';
import type { CourseType } from '@school/shared';

/**
 * Every query key of the site, per area, in one place (docs/decisions/platform-server-data.md).
 * Keys are prefixes of each other on purpose: invalidating a key invalidates everything under
 * it, so a write names the smallest part of the tree it changed.
 *
 *   ['courses']                                           every course read
 *   ['courses', 'list', { type, search }]                  one course list
 *   ['courses', 'detail', id]                              one course ...
 *   ['courses', 'detail', id, 'sections']                  ... its sections and their lessons
 *   ['courses', 'detail', id, 'lessons', lessonId, ...]    ... one lesson: 'sections' (its lesson
 *                                                          sections), 'exercises', sectionId (one's exercises)
 */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => ['courses', 'list'] as const,
  list: (type: CourseType, search: string) => ['courses', 'list', { type, search }] as const,
  detail: (courseId: string) => ['courses', 'detail', courseId] as const,
  sections: (courseId: string) => ['courses', 'detail', courseId, 'sections'] as const,
  lesson: (courseId: string, lessonId: string) => ['courses', 'detail', courseId, 'lessons', lessonId] as const,
  lessonSections: (courseId: string, lessonId: string) => ['courses', 'detail', courseId, 'lessons', lessonId, 'sections'] as const,
  /** One lesson section's exercises: beside the lesson's sections, so re-reading those leaves these alone. */
  lessonSection: (courseId: string, lessonId: string, lessonSectionId: string) =>
    ['courses', 'detail', courseId, 'lessons', lessonId, 'exercises', lessonSectionId] as const,
};

/** The keys of an area that reads lists (with their parameters) and single records. */
export interface RecordKeys<Root extends string> {
  all: readonly [Root];
  lists: () => readonly [Root, 'list'];
  list: (params?: Record<string, unknown>) => readonly [Root, 'list', Record<string, unknown>];
  detail: (id: string) => readonly [Root, 'detail', string];
}

/** Keys for an area of plain lists and records (`users`, `groups`, ...); parts under a record extend `detail(id)`. */
export function recordKeys<Root extends string>(root: Root): RecordKeys<Root> {
  return {
    all: [root],
    lists: () => [root, 'list'],
    list: (params = {}) => [root, 'list', params],
    detail: (id) => [root, 'detail', id],
  };
}

/** Administration and account areas (mfe-admin, mfe-auth). */
export const userKeys = recordKeys('users');
export const groupKeys = recordKeys('groups');
export const planKeys = recordKeys('plans');
export const documentKeys = recordKeys('documents');
/** The school's own settings (name, logo, working hours): one record, no list. */
export const schoolSettingsKeys = { all: ['school-settings'] as const };
/**
 * The signed-in user's own profile, and under it what a member reads of their own: plans, the
 * balance ledger (one key per page) and public documents.
 */
export const profileKeys = {
  all: ['profile'] as const,
  plans: (page: number) => ['profile', 'plans', { page }] as const,
  planHistory: (page: number) => ['profile', 'plan-history', { page }] as const,
  documents: () => ['profile', 'documents'] as const,
};
/** The permissions the school knows (`GET permissions`): the same for every user. */
export const permissionKeys = { all: ['permissions'] as const };
/**
 * A student's plans and balance ledger, under the user's record. Every write to a plan (assign,
 * pay, activate, adjust, delete) changes both, so it invalidates `of(userId)`.
 */
export const userPlanKeys = {
  of: (userId: string) => ['users', 'detail', userId, 'plans'] as const,
  list: (userId: string, page: number) => ['users', 'detail', userId, 'plans', 'list', { page }] as const,
  history: (userId: string, page: number) => ['users', 'detail', userId, 'plans', 'history', { page }] as const,
};

/**
 * The classroom (shared/design/CLASSROOM.md): a class, and under it what live events change.
 * A live event names the class, so it updates `classKeys.<part>(classId)` and nothing else.
 */
export const classKeys = {
  ...recordKeys('classes'),
  mine: () => ['classes', 'mine'] as const,
  answers: (classId: string) => ['classes', 'detail', classId, 'answers'] as const,
  hiddenExercises: (classId: string) => ['classes', 'detail', classId, 'hidden-exercises'] as const,
  comments: (classId: string, exerciseId: string) => ['classes', 'detail', classId, 'comments', exerciseId] as const,
  homework: (classId: string) => ['classes', 'detail', classId, 'homework'] as const,
  access: (classId: string, lessonId: string) => ['classes', 'detail', classId, 'access', lessonId] as const,
};

/**
 * The schedule (mfe-schedule): one key per range a calendar shows, own (`mine`) or the school's.
 * A write (create, status) changes any range, so it invalidates `all`.
 */
export const scheduleKeys = {
  all: ['schedule'] as const,
  range: (scope: 'mine' | 'school', params: { from: string; to: string; timeZone: string }) => ['schedule', scope, params] as const,
};

/** True when `key` is `prefix` or lies under it (what invalidation by `prefix` reaches). */
export function isUnder(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]));
}
