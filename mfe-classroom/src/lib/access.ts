import type { AccessRule, AccessRules } from '@school/shared';
import { SCHOOL_ADMIN_RULE } from '@school/shared/contracts';

/** Staff who teach: they run classes, pick their material and act in the classroom. */
export const TEACHER_RULE: AccessRule = { roles: ['staff'], permissions: ['teacher'] };

/**
 * `/lessons/classes`: a teacher's own classes, and the classes a student is in (`GET classes/my`
 * answers both). Spec 02 §2 names only teachers; a student needs a way to their classes too
 * (docs/decisions/classroom-ui.md). The host's sidebar item carries the same rule.
 */
export const OWN_CLASSES_RULE: AccessRules = [TEACHER_RULE, { roles: ['member'] }];

/** `/lessons/classes/school`: every class of the school, for administrators (`GET classes`). */
export const SCHOOL_CLASSES_RULE: AccessRule = SCHOOL_ADMIN_RULE;
