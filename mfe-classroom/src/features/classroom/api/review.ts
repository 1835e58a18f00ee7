import { apiUrl, reportResponseStatus, requestHeaders } from '@school/shared';
import { classKeys, httpRead, queryOptions } from '@school/shared/query';
import type { IncorrectWords } from '../../../lib/classroom-contracts';

/**
 * Reviewing one student's work (docs/decisions/classroom-review.md): their voice answer's
 * recording and the words they got wrong, under the class's key so a resync reads them again.
 */
export const reviewKeys = {
  recording: (classId: string, exerciseId: string, studentId: string, audio: string) =>
    [...classKeys.detail(classId), 'recording', exerciseId, studentId, audio] as const,
  incorrectWordsOf: (classId: string) => [...classKeys.detail(classId), 'incorrect-words'] as const,
  incorrectWords: (classId: string, studentId: string) => [...classKeys.detail(classId), 'incorrect-words', studentId] as const,
};

export class RecordingUnavailable extends Error {
  constructor(readonly status: number) {
    super(`The recording could not be read (${status})`);
  }
}

/**
 * The recording as a Blob, read with the bearer token: `<audio src>` cannot send one, and the
 * class's own call decides who may hear it (the teacher, not another class's student).
 */
export async function readRecording(classId: string, exerciseId: string, studentId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(apiUrl(`classes/${classId}/answers/${exerciseId}/recording?studentId=${encodeURIComponent(studentId)}`), {
    headers: requestHeaders(),
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) {
    reportResponseStatus(response.status);
    throw new RecordingUnavailable(response.status);
  }
  return response.blob();
}

export const reviewQueries = {
  incorrectWords: (classId: string, studentId: string) =>
    queryOptions({
      queryKey: reviewKeys.incorrectWords(classId, studentId),
      queryFn: httpRead<IncorrectWords>(`classes/${classId}/incorrect-words`, { studentId }),
    }),
};
