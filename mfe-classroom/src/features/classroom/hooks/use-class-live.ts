import { classKeys } from '@school/shared/query';
import { invalidateCache, updateCache, useLiveCache, type CacheAction, type EventStreamStatus, type LiveEventRoutes } from '@school/shared/live';
import { parseClassEvent, type AnswersMap, type HiddenExercises } from '../../../lib/classroom-contracts';
import { withAnswer, withoutAnswers } from '../api/answers';
import { reviewKeys } from '../api/review';

type Raw = Record<string, unknown>;

/**
 * Keeps the class's event stream open and applies each event to the cache (shared/design/
 * CLASSROOM.md, "Live events"): an answer changes the answers map at once (the teacher sees it
 * without a request), a reset removes answers, a hidden or shown exercise changes the teacher's
 * list and makes a student read the class again (they never receive a hidden exercise), a
 * comment re-reads that exercise's comments, a lesson change re-reads the class, and so does a
 * resync (a resume from events the server has pruned); a homework change (created, deleted, its
 * exercises, a student's status) re-reads the class's homework shown.
 */
export function classEventRoutes(classId: string, staff: boolean): LiveEventRoutes<Record<string, Raw>> {
  const route =
    (type: string) =>
    (data: Raw, event: { id: string }): readonly CacheAction[] => {
      const parsed = parseClassEvent(event.id || '0', type, JSON.stringify(data));
      if (!parsed) return [];
      switch (parsed.type) {
        case 'answer': {
          const { studentId, exerciseId, answer, revision, score, savedAt } = parsed.data;
          const stored = updateCache<AnswersMap>(classKeys.answers(classId), (map) => withAnswer(map, studentId, exerciseId, { answer, revision, score, savedAt }));
          // A first answer to a homework's exercise makes that student's status "in progress" with no
          // homework event of its own (docs/decisions/homework-api.md): homework shown is read again.
          const homework = invalidateCache(classKeys.homework(classId));
          // A scored answer may change the student's incorrect words (read again only where shown).
          return staff && score ? [stored, homework, invalidateCache(reviewKeys.incorrectWords(classId, studentId))] : [stored, homework];
        }
        case 'reset':
          // A cleared answer can take a homework status back to "not done" too.
          return [updateCache<AnswersMap>(classKeys.answers(classId), (map) => withoutAnswers(map, parsed.data.exerciseId, parsed.data.studentId), true), invalidateCache(classKeys.homework(classId))];
        case 'visibility': {
          const { exerciseId, isHidden } = parsed.data;
          if (!staff) return [invalidateCache(classKeys.detail(classId))];
          return [
            updateCache<HiddenExercises>(classKeys.hiddenExercises(classId), (current) => ({
              hiddenExerciseIds: isHidden ? [...new Set([...current.hiddenExerciseIds, exerciseId])] : current.hiddenExerciseIds.filter((id) => id !== exerciseId),
            })),
          ];
        }
        case 'comment':
          return [invalidateCache(classKeys.comments(classId, parsed.data.exerciseId))];
        case 'lesson':
          return [invalidateCache(classKeys.detail(classId))];
        // Lesson access changed: the class, a granted lesson shown and the open list are read again.
        case 'access':
          return [invalidateCache(classKeys.detail(classId))];
        // The server no longer keeps what was missed: everything of the class is read again.
        case 'resync':
          return [invalidateCache(classKeys.detail(classId))];
        case 'homework':
          return [invalidateCache(classKeys.homework(classId))];
        default:
          return [];
      }
    };
  return { answer: route('answer'), reset: route('reset'), visibility: route('visibility'), comment: route('comment'), lesson: route('lesson'), access: route('access'), resync: route('resync'), homework: route('homework') };
}

export function useClassLive(classId: string, staff: boolean): EventStreamStatus {
  return useLiveCache<Record<string, Raw>>(
    classId ? `classes/${classId}/events` : null,
    classEventRoutes(classId, staff),
    // After a loss, what the server did meanwhile may not all be replayed: read the class again.
    { resync: [classKeys.detail(classId)] },
  );
}
