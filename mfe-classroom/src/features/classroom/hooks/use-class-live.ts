import { classKeys } from '@school/shared/query';
import { invalidateCache, updateCache, useLiveCache, type CacheAction, type EventStreamStatus, type LiveEventRoutes } from '@school/shared/live';
import { parseClassEvent, type AnswersMap, type HiddenExercises } from '../../../lib/classroom-contracts';
import { withAnswer, withoutAnswers } from '../api/answers';

type Raw = Record<string, unknown>;

/**
 * Keeps the class's event stream open and applies each event to the cache (shared/design/
 * CLASSROOM.md, "Live events"): an answer changes the answers map at once (the teacher sees it
 * without a request), a reset removes answers, a hidden or shown exercise changes the teacher's
 * list and makes a student read the class again (they never receive a hidden exercise), a
 * comment re-reads that exercise's comments, a lesson change re-reads the class.
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
          return [updateCache<AnswersMap>(classKeys.answers(classId), (map) => withAnswer(map, studentId, exerciseId, { answer, revision, score, savedAt }))];
        }
        case 'reset':
          return [updateCache<AnswersMap>(classKeys.answers(classId), (map) => withoutAnswers(map, parsed.data.exerciseId, parsed.data.studentId), true)];
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
        default:
          return [];
      }
    };
  return { answer: route('answer'), reset: route('reset'), visibility: route('visibility'), comment: route('comment'), lesson: route('lesson') };
}

export function useClassLive(classId: string, staff: boolean): EventStreamStatus {
  return useLiveCache<Record<string, Raw>>(
    classId ? `classes/${classId}/events` : null,
    classEventRoutes(classId, staff),
    // After a loss, what the server did meanwhile may not all be replayed: read the class again.
    { resync: [classKeys.detail(classId)] },
  );
}
