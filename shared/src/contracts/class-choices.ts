/**
 * What the class form picks from: the school's teachers, students, groups and plans, named for a
 * list. A teacher creating their own class may not read the administration's user, group and
 * plan lists (those need users-management or admin-access), so the classroom has this narrow
 * read of its own: ids and names only (docs/decisions/classroom-api.md).
 */
import * as z from 'zod/mini';
import { idSchema } from './common.js';
import { searchText } from './admin/fields.js';

export const CLASS_CHOICE_KINDS = ['teachers', 'students', 'groups', 'plans'] as const;
export type ClassChoiceKind = (typeof CLASS_CHOICE_KINDS)[number];

/** How many choices one answer holds: the form searches on the server for the rest. */
export const CLASS_CHOICES_LIMIT = 20;

export const classChoiceParamsSchema = z.object({
  kind: z.enum(CLASS_CHOICE_KINDS, { error: 'classroom.choiceKind' }),
});

export const classChoiceQuerySchema = z.object({ q: searchText() });
export type ClassChoiceQuery = z.input<typeof classChoiceQuerySchema>;

export const classChoiceSchema = z.object({ id: idSchema, label: z.string() });
export type ClassChoice = z.infer<typeof classChoiceSchema>;
