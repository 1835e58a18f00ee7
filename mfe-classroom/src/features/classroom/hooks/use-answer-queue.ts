import { useEffect } from 'react';
import { useSession } from '@school/shared';
import { classKeys, useQueryClient } from '@school/shared/query';
import { writeQueue, type WriteQueue } from '@school/shared/live';
import type { AnswersMap, StoredAnswer } from '../../../lib/classroom-contracts';
import { withAnswer } from '../api/answers';

/**
 * The signed-in student's offline answer queue (one per user: a write kept for one user is never
 * sent with another's token). What the server stored goes into the answers cache as it answers,
 * so the score shows without a read.
 */
export function useAnswerQueue(classId: string, enabled: boolean): WriteQueue | null {
  const { user } = useSession();
  const client = useQueryClient();
  const queue = enabled && user ? writeQueue(user.id) : null;
  useEffect(() => {
    if (!queue || !user) return undefined;
    const prefix = `answer:${classId}:`;
    return queue.onSaved((write, result) => {
      if (!write.key.startsWith(prefix) || !result || typeof result !== 'object') return;
      const exerciseId = write.key.slice(prefix.length);
      client.setQueryData<AnswersMap>(classKeys.answers(classId), (map) => withAnswer(map ?? {}, user.id, exerciseId, result as StoredAnswer));
    });
  }, [queue, user, classId, client]);
  return queue;
}
