import type { AnswersMap, StoredAnswer } from '../../../lib/classroom-contracts';

/** Where one exercise's answer is PUT, and its key in the offline write queue. */
export const answerUrl = (classId: string, exerciseId: string) => `classes/${classId}/answers/${exerciseId}`;
export const answerKey = (classId: string, exerciseId: string) => `answer:${classId}:${exerciseId}`;

/** The answers map with one student's answer to one exercise set (or removed, with null). */
export function withAnswer(map: AnswersMap, studentId: string, exerciseId: string, stored: StoredAnswer | null): AnswersMap {
  const own = { ...(map[studentId] ?? {}) };
  if (stored) {
    // An older answer (a late event, a replay) never replaces a newer one.
    const current = own[exerciseId];
    if (current && current.revision > stored.revision) return map;
    own[exerciseId] = stored;
  } else delete own[exerciseId];
  return { ...map, [studentId]: own };
}

/** The answers map without the answers a reset removed: one exercise or all, one student or all. */
export function withoutAnswers(map: AnswersMap, exerciseId: string | null, studentId: string | null): AnswersMap {
  const next: AnswersMap = {};
  for (const [student, answers] of Object.entries(map)) {
    if (studentId !== null && student !== studentId) {
      next[student] = answers;
      continue;
    }
    next[student] = exerciseId === null ? {} : Object.fromEntries(Object.entries(answers).filter(([exercise]) => exercise !== exerciseId));
  }
  return next;
}
