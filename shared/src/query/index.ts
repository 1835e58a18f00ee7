/**
 * The one server-data layer of the browser (docs/decisions/platform-server-data.md): TanStack
 * Query with one client for the whole site, the site's query keys, reads over the shared HTTP
 * client, writes with toasts, invalidation and rollback, live events and writes that wait for
 * the connection. Apps import TanStack Query only from here (lint), so there is one copy.
 */
export { createQueryClient, queryClient, SERVER_DATA_DEFAULTS } from './client.js';
export { classKeys, courseKeys, documentKeys, groupKeys, isUnder, permissionKeys, planKeys, profileKeys, recordKeys, scheduleKeys, schoolSettingsKeys, userKeys, userPlanKeys, type RecordKeys } from './keys.js';
export { httpRead, serverRead, type ReadParams } from './read.js';
export { courseReads } from './course-reads.js';
export { applyOptimistic, useWrite, type OptimisticUpdate, type WriteOptions } from './write.js';
export { applyLiveEvent, type LiveEvent } from './live.js';
export { ServerDataProvider, withServerData } from './provider.js';
export {
  keepPreviousData,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  skipToken,
  useIsFetching,
  useIsMutating,
  useMutation,
  useMutationState,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
