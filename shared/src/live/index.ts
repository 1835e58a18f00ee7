/**
 * The classroom's live and offline machinery (docs/decisions/classroom-live-and-offline.md):
 * the class's event stream read with a streaming fetch and applied to the one query cache, and
 * answers saved 2 s after the last edit, kept in IndexedDB while the server cannot be reached.
 * A federated singleton of its own, like `@school/shared/query` (shared/build/webpack.cjs).
 */
export { SseParser, type ServerSentEvent, type SseParserHandlers } from './sse-parser.js';
export { openEventStream, type BackoffOptions, type ConnectionState, type EventStreamHandle, type EventStreamOptions, type StreamRefusal } from './event-stream.js';
export { useEventStream, type EventStreamHandlers, type EventStreamStatus, type UseEventStreamOptions } from './use-event-stream.js';
export { applyStreamEvent, invalidateCache, updateCache, useLiveCache, type CacheAction, type LiveEventRoutes, type UseLiveCacheOptions } from './live-cache.js';
export { WriteQueue, writeQueue, type SaveStatus, type SendWrite, type WriteQueueOptions } from './write-queue.js';
export { createMemoryStore, openIndexedDbStore, writeDatabaseName, type PendingWrite, type WriteStore } from './write-store.js';
export { AUTOSAVE_DELAY_MS, useAutosave, type Autosave, type UseAutosaveOptions } from './use-autosave.js';
export { forgetReadCopies, readWithCopy, useShownFromCopy } from './read-copies.js';
