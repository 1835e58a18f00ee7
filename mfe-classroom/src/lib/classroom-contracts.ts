/**
 * The classroom's wire shapes (shared/design/CLASSROOM.md). Until the contracts of
 * shared/src/contracts/classroom.ts exist this file holds the shapes the pages are written
 * against; it then re-exports them from `@school/shared/contracts` and nothing else changes.
 */
import * as z from 'zod/mini';
import { boundedText, requiredText } from '@school/shared';

export const CLASS_TYPES = ['personal', 'group'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];

export interface PersonRef {
  id: string;
  firstName: string;
  lastName: string;
}

export interface ClassSummary {
  id: string;
  name: string;
  type: ClassType;
  teacher: PersonRef;
  schoolPlan: { id: string; name: string } | null;
  student: PersonRef | null;
  group: { id: string; name: string } | null;
  students: PersonRef[];
  roomUrl: string | null;
  isReadOnly: boolean;
  accessType: string;
  createdAt: string;
  updatedAt: string;
}

const httpUrl = z.string().check(z.trim(), z.refine((value) => /^https?:\/\/[^\s]+$/i.test(value), { error: 'exercise.webLink' }));

export const classInputSchema = z
  .object({
    name: boundedText(),
    type: z.enum(CLASS_TYPES),
    teacherId: requiredText(),
    studentId: z.optional(z.string()),
    groupId: z.optional(z.string()),
    schoolPlanId: z.optional(z.string()),
    roomUrl: z.optional(z.union([z.literal(''), httpUrl])),
  })
  .check(
    z.refine((body) => body.type !== 'personal' || !!body.studentId, { error: 'validation.required', path: ['studentId'] }),
    z.refine((body) => body.type !== 'group' || !!body.groupId, { error: 'validation.required', path: ['groupId'] }),
  );
export type ClassInput = z.output<typeof classInputSchema>;
