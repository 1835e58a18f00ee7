import { useCallback } from 'react';
import { errorMessage, statusOf, useTranslation } from '@school/shared';

/** Which call failed: spec 02 §8 words the same status differently for each. */
export type HomeworkCall = 'list' | 'detail' | 'create';

/**
 * The spec's texts for a failed homework call (spec 02 §8): a list's 404 "class not found or no
 * homework", 403 "insufficient rights", 500 "server error", anything else "loading error" with
 * its code; a homework's 404 "not found (maybe deleted)" and 403; a create's 400 "invalid data,
 * check the chosen exercises" (with the server's reason after it) and 403. A failure with no
 * answer at all (offline) is the plain loading error.
 */
export function useHomeworkErrors() {
  const { t } = useTranslation('classroom');
  return useCallback(
    (call: HomeworkCall, error: unknown): string => {
      const status = statusOf(error);
      if (call === 'create') {
        if (status === 400) {
          const reason = errorMessage(error, '');
          return reason ? `${t('homework.errors.createInvalid')} ${reason}` : t('homework.errors.createInvalid');
        }
        if (status === 403) return t('homework.errors.createForbidden');
        return t('homework.toast.createError');
      }
      if (status === 404) return t(call === 'list' ? 'homework.errors.listNotFound' : 'homework.errors.notFound');
      if (status === 403) return t(call === 'list' ? 'homework.errors.listForbidden' : 'homework.errors.detailForbidden');
      if (status !== undefined && status >= 500) return t('homework.errors.server');
      if (status !== undefined) return t('homework.errors.loadCode', { code: status });
      return t('homework.errors.load');
    },
    [t],
  );
}
