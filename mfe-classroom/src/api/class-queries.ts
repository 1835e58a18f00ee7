import { api, appStore, sessionAtom } from '@school/shared';
import { readWithCopy } from '@school/shared/live';
import { classKeys, httpRead, queryOptions } from '@school/shared/query';
import type { StudentExercise } from '@school/exercises';
import type { AnswersMap, ClassObject, CommentList, HiddenExercises, MaterialsHistoryItem } from '../lib/classroom-contracts';

/**
 * An exercise of the class's lesson: staff get the whole exercise, a member the student copy.
 * The players render from the student copy's fields, which the whole exercise has too.
 */
export type ClassExercise = StudentExercise;
export type ClassDetail = ClassObject<ClassExercise>;

/**
 * Every read of a class (spec 02 §7; shared/design/CLASSROOM.md), each under its key of
 * `classKeys` (docs/decisions/platform-server-data.md), so live events and writes update or
 * invalidate exactly what they changed. Lesson sections come in panel order (homework last).
 */
export const classQueries = {
  detail: (classId: string) =>
    queryOptions({
      queryKey: classKeys.detail(classId),
      queryFn: (context) => keptForMembers(classCopyKeys.detail(classId), () => httpRead<ClassDetail>(`classes/${classId}`)(context)).then(orderLesson),
    }),
  /**
   * The class with another lesson than its current one (`?lessonId=`): staff any lesson of the
   * school, a student one their class has open (else 403). Not kept in the browser.
   */
  lessonView: (classId: string, lessonId: string) =>
    queryOptions({
      queryKey: [...classKeys.detail(classId), 'lesson', lessonId] as const,
      queryFn: (context) => httpRead<ClassDetail>(`classes/${classId}`, { lessonId })(context).then(orderLesson),
    }),
  answers: (classId: string) =>
    queryOptions({
      queryKey: classKeys.answers(classId),
      queryFn: (context) => keptForMembers(classCopyKeys.answers(classId), () => httpRead<AnswersMap>(`classes/${classId}/answers`)(context)),
    }),
  hidden: (classId: string) => queryOptions({ queryKey: classKeys.hiddenExercises(classId), queryFn: httpRead<HiddenExercises>(`classes/${classId}/exercises/hidden`) }),
  comments: (classId: string, exerciseId: string) =>
    queryOptions({ queryKey: classKeys.comments(classId, exerciseId), queryFn: httpRead<CommentList>(`classes/${classId}/exercises/${exerciseId}/comments`) }),
  history: (classId: string) =>
    queryOptions({ queryKey: [...classKeys.detail(classId), 'materials-history'] as const, queryFn: httpRead<MaterialsHistoryItem[]>(`classes/${classId}/materials-history`) }),
};

/** The names under which a member's class and answers are kept in the browser. */
export const classCopyKeys = {
  detail: (classId: string) => `class:${classId}`,
  answers: (classId: string) => `class-answers:${classId}`,
};

/**
 * A member's class and own answers are kept in the browser, so a reload while the server cannot
 * be reached still shows the class and the answers waiting to be sent
 * (docs/decisions/session-offline-restore.md). Staff copies (with keys) are never kept.
 */
function keptForMembers<T>(key: string, read: () => Promise<T>): Promise<T> {
  const { user } = appStore.get(sessionAtom);
  return user?.role === 'member' ? readWithCopy(user.id, key, read) : read();
}

function byPosition<T extends { position: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}

/** Sections by position with homework last, exercises by position: the order the screen shows. */
export function orderLesson(detail: ClassDetail): ClassDetail {
  if (!detail.courseLesson) return detail;
  const sections = byPosition(detail.courseLesson.sections).map((section) => ({ ...section, exercises: byPosition(section.exercises) }));
  sections.sort((a, b) => Number(a.isHomework) - Number(b.isHomework));
  return { ...detail, courseLesson: { ...detail.courseLesson, sections } };
}

/** The class writes of spec 02 §7 (who may make them: the API; the page offers them to the class's teacher). */
export const classWrites = {
  attachLesson: (classId: string, lessonId: string) => api.put<ClassDetail>(`classes/${classId}/attach-lesson`, { lessonId }),
  setRoomUrl: (classId: string, roomUrl: string | null) => api.put<ClassDetail>(`classes/${classId}/room-url`, { roomUrl }),
  completeLesson: (classId: string) => api.post<unknown>(`classes/${classId}/complete-lesson`),
  toggleVisibility: (classId: string, exerciseId: string) => api.put<{ isHidden: boolean }>(`classes/${classId}/exercises/${exerciseId}/toggle-visibility`),
  resetAnswers: (classId: string, exerciseId: string) => api.post<void>(`classes/${classId}/exercises/${exerciseId}/reset-answers`),
  comment: (classId: string, exerciseId: string, message: string, recipientId: string | null) =>
    api.post<unknown>(`classes/${classId}/exercises/${exerciseId}/comments`, { message, recipientId }),
};
