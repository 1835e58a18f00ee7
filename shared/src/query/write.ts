import { useMutation, useQueryClient, type QueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { errorMessage, toast } from '@school/shared';

/**
 * Shows a write's result at once: `update` turns what the cache holds under `queryKey` into what
 * it will hold after the write. Rolled back if the write fails.
 */
export interface OptimisticUpdate<TVariables, TData> {
  queryKey: QueryKey;
  update: (current: TData, variables: TVariables) => TData;
}

export interface WriteOptions<TResult, TVariables, TData> {
  /** The request (one of the area's API calls). */
  write: (variables: TVariables) => Promise<TResult>;
  /** The toast after success, already translated; none if omitted. */
  success?: string | ((result: TResult, variables: TVariables) => string);
  /**
   * The toast after a failure, already translated: the server's own (translated) message when it
   * sent one, this text otherwise. `false` for a write whose form shows the failure itself.
   */
  failure: string | false | ((variables: TVariables) => string);
  /**
   * What the write made stale: refetched now where shown, on next use elsewhere. Also after a
   * failure, so the screen shows what the server kept. The optimistic key needs no mention: after
   * success it shows what the server has, after a failure it is read again.
   */
  invalidates?: readonly QueryKey[] | ((variables: TVariables, result: TResult | undefined) => readonly QueryKey[]);
  /** Applied before the request, rolled back if it fails (e.g. a reorder). */
  optimistic?: OptimisticUpdate<TVariables, TData>;
  /**
   * Wait for the connection instead of failing (e.g. a classroom answer): while offline the write
   * is kept, paused, and sent when the browser is back online. Writes of the same `queue` are
   * sent one after another in the order they were made.
   */
  waitForConnection?: { queue: string };
  /** After the success toast and the invalidation started (navigate, close a dialog...). */
  onSuccess?: (result: TResult, variables: TVariables) => void;
}

interface Snapshot {
  queryKey: QueryKey;
  previous: unknown;
}

/**
 * Applies an optimistic update: stops reads of the key in flight (their answer predates the write
 * and would overwrite it), then writes the new value; returns what to restore on failure.
 */
export async function applyOptimistic<TVariables, TData>(client: QueryClient, optimistic: OptimisticUpdate<TVariables, TData>, variables: TVariables): Promise<Snapshot> {
  const { queryKey, update } = optimistic;
  await client.cancelQueries({ queryKey });
  const previous = client.getQueryData<TData>(queryKey);
  if (previous !== undefined) client.setQueryData<TData>(queryKey, update(previous, variables));
  return { queryKey, previous };
}

/**
 * One write, the one way: optional optimistic update, the request, a translated toast, the
 * invalidation of what it changed, rollback on failure. `mutate` never throws (the toast says
 * it); `mutateAsync` rejects too, for a dialog that stays open on failure.
 */
export function useWrite<TResult, TVariables = void, TData = unknown>(options: WriteOptions<TResult, TVariables, TData>): UseMutationResult<TResult, unknown, TVariables, Snapshot | undefined> {
  const client = useQueryClient();
  const { write, success, failure, invalidates, optimistic, waitForConnection, onSuccess } = options;
  return useMutation<TResult, unknown, TVariables, Snapshot | undefined>({
    mutationFn: write,
    // Optimistic writes of one key know each other: only the last to settle reads the key again.
    ...(optimistic ? { mutationKey: ['optimistic', ...optimistic.queryKey] } : {}),
    ...(waitForConnection ? { networkMode: 'online' as const, scope: { id: waitForConnection.queue } } : {}),
    onMutate: optimistic ? (variables) => applyOptimistic(client, optimistic, variables) : undefined,
    onError: (error, variables, snapshot) => {
      if (snapshot) client.setQueryData(snapshot.queryKey, snapshot.previous);
      if (failure !== false) toast.error(errorMessage(error, typeof failure === 'function' ? failure(variables) : failure));
    },
    onSuccess: (result, variables) => {
      if (success) toast.success(typeof success === 'function' ? success(result, variables) : success);
      onSuccess?.(result, variables);
    },
    onSettled: (result, error, variables) => {
      const keys = typeof invalidates === 'function' ? invalidates(variables, result) : (invalidates ?? []);
      // After a failed optimistic write the screen may not match the server any more: read the key
      // again. Not while another optimistic write of the key is out (two quick reorders): an answer
      // read now would predate that one and undo it on screen; the last to settle reads it.
      const rereadOptimistic = optimistic && error !== null && client.isMutating({ mutationKey: ['optimistic', ...optimistic.queryKey] }) <= 1;
      const all = rereadOptimistic ? [optimistic.queryKey, ...keys] : keys;
      // Not awaited: the write is done when the server says so; fresh data follows on screen.
      for (const queryKey of all) void client.invalidateQueries({ queryKey });
    },
  });
}
