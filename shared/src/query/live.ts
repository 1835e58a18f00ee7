import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The last live event applied per cached key, per client: events carry ids that rise per stream. */
const lastEventIds = new WeakMap<QueryClient, Map<string, number>>();

export interface LiveEvent<TData> {
  /** The cached read the event changes (e.g. `classKeys.answers(classId)`). */
  queryKey: QueryKey;
  /**
   * The event's id (`id:` of the event stream, rising per class). An event with an id not above
   * the last one applied to this key is ignored: a reconnect replays what was missed, and a
   * replayed or late event must not undo a newer one.
   */
  eventId?: number;
  /** The cached value after the event; gets what the cache holds now. */
  update: (current: TData) => TData;
  /** Also ask the server again afterwards (for an event that says only "something changed"). */
  refetch?: boolean;
}

/**
 * Applies one live event to the cache (shared/design/CLASSROOM.md, "Live events"): the screen
 * changes at once, with no request. Resolves to whether it was applied.
 *
 * A read of the key already in flight is stopped first: its answer may have been made before
 * the event and would overwrite it. If nothing is cached yet there is nothing to update: the
 * key is invalidated instead, so the first answer (made after the event) includes it.
 */
export async function applyLiveEvent<TData>(client: QueryClient, event: LiveEvent<TData>): Promise<boolean> {
  const { queryKey, eventId, update, refetch = false } = event;
  const hash = hashKey(queryKey);
  const seen = lastEventIds.get(client) ?? new Map<string, number>();
  lastEventIds.set(client, seen);
  if (eventId !== undefined) {
    const last = seen.get(hash);
    if (last !== undefined && eventId <= last) return false;
    seen.set(hash, eventId);
  }
  if (client.getQueryData<TData>(queryKey) === undefined) {
    await client.invalidateQueries({ queryKey, exact: true });
    return true;
  }
  await client.cancelQueries({ queryKey, exact: true });
  client.setQueryData<TData>(queryKey, (current) => (current === undefined ? current : update(current)));
  if (refetch) await client.invalidateQueries({ queryKey, exact: true });
  return true;
}
