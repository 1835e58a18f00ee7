import { api, apiUrl } from '@school/shared';
import type { FeedToken, FeedTokenState } from '@school/shared/contracts';
import { queryOptions, scheduleKeys } from '@school/shared/query';

/** The personal calendar feed (iCalendar) of the signed-in user: `schedule/feed-token`. */
export const feedApi = {
  state: (signal?: AbortSignal) => api.get<FeedTokenState>('schedule/feed-token', { signal }),
  /** A new secret address; the previous one stops working. */
  renew: () => api.post<FeedToken>('schedule/feed-token'),
};

export function feedStateRead() {
  return queryOptions({ queryKey: [...scheduleKeys.all, 'feed-token'] as const, queryFn: ({ signal }) => feedApi.state(signal) });
}

/**
 * The full address a calendar app subscribes to: the API's path of the token, where the shared
 * client sends requests (the runtime config's base URL), made absolute against this page.
 */
export function feedAddress(token: string, origin: string = window.location.origin): string {
  return new URL(apiUrl(`schedule/feed/${encodeURIComponent(token)}.ics`), origin).toString();
}
