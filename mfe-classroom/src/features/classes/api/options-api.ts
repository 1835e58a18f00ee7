import { api } from '@school/shared';
import { CLASS_CHOICES_LIMIT, type ClassChoice, type ClassChoiceKind } from '@school/shared/contracts';
import { keepPreviousData, queryOptions } from '@school/shared/query';

/** A choice of a class form: a teacher, a student, a group or a school plan. */
export type Choice = ClassChoice;

export type ChoiceKind = ClassChoiceKind;

/** How many choices a picker offers at once; the search narrows them on the server. */
export const CHOICES_LIMIT = CLASS_CHOICES_LIMIT;

/**
 * The lists a class form picks from, searched on the server: the classroom's own narrow read,
 * since a teacher making their own class may not read the administration's user lists.
 */
const readChoices = async (kind: ChoiceKind, q: string, signal: AbortSignal): Promise<Choice[]> =>
  api.get<Choice[]>(`classes/choices/${kind}`, { params: q ? { q } : {}, signal });

/** The choices of one kind matching `q` (under `['classes', 'choices', ...]`: class forms only). */
export function choicesRead(kind: ChoiceKind, q: string) {
  return queryOptions({
    queryKey: ['classes', 'choices', kind, { q }] as const,
    queryFn: ({ signal }) => readChoices(kind, q, signal),
    placeholderData: keepPreviousData,
  });
}
