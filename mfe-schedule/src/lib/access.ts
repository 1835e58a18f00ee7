import type { AccessRule } from '@school/shared';
import { SCHOOL_ADMIN_RULE } from '@school/shared/contracts';

/** `/lessons/schedule`: a teacher's own lessons (`GET schedule/user`); the host's `mySchedule` item has the same rule. */
export const MY_SCHEDULE_RULE: AccessRule = { roles: ['staff'], permissions: ['teacher'] };

/** `/lessons/schedule/school`: every lesson of the school (`GET schedule`, admin-access). */
export const SCHOOL_SCHEDULE_RULE: AccessRule = SCHOOL_ADMIN_RULE;
