import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
// Types only: this file runs with the table's first render, before dnd-kit is loaded.
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

/**
 * What a row and its drag handle take from that row's `useSortable`, published by the drag layer
 * (CourseDragLayer.tsx) once it runs. The table renders without it first, so dnd-kit stays off
 * the course list's first paint (docs/decisions/content-course-reorder.md).
 */
export interface RowDrag {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
  transform: string | undefined;
  transition: string | undefined;
  isDragging: boolean;
}

/** Builds the event that starts a drag on the handle again, or null when the start no longer holds (focus moved away). */
type StartEvent = (handle: HTMLElement) => Event | null;

export interface DragStore {
  /** The drag layer publishes (or, on unmount, removes) a row's binding. */
  publish: (id: string, drag: RowDrag | undefined) => void;
  subscribe: (id: string, onChange: () => void) => () => void;
  get: (id: string) => RowDrag | undefined;
  /** Someone is about to drag (focus or pointer on a handle): load the layer now. */
  prepare: () => void;
  /** A drag started on a handle before the layer arrived: keep it, to start it for real once the handle is bound. */
  startEarly: (id: string, event: StartEvent) => void;
  /** The early start ended before the layer arrived (the key, mouse button or finger went up; Escape). */
  cancelEarly: (id: string) => void;
  /** The handle of `id` has just been bound: start the drag it received early, if any. */
  replay: (id: string, handle: HTMLElement) => void;
}

/** `want` mounts the drag layer; it is called on every `prepare` and early start, so it must be cheap to repeat. */
export function createDragStore(want: () => void): DragStore {
  const rows = new Map<string, RowDrag>();
  const subscribers = new Map<string, Set<() => void>>();
  let pending: { id: string; event: StartEvent } | null = null;
  return {
    publish(id, drag) {
      if (drag) rows.set(id, drag);
      else rows.delete(id);
      subscribers.get(id)?.forEach((onChange) => onChange());
    },
    subscribe(id, onChange) {
      const set = subscribers.get(id) ?? new Set();
      subscribers.set(id, set);
      set.add(onChange);
      return () => set.delete(onChange);
    },
    get: (id) => rows.get(id),
    prepare: want,
    startEarly(id, event) {
      pending = { id, event };
      want();
    },
    cancelEarly(id) {
      if (pending?.id === id) pending = null;
    },
    replay(id, handle) {
      if (pending?.id !== id) return;
      const event = pending.event(handle);
      pending = null;
      if (event) handle.dispatchEvent(event);
    },
  };
}

/** The table's drag store and the id of the handles' instructions (read before and after the layer arrives). */
export interface DragTable {
  store: DragStore;
  instructionsId: string;
}

export const DragTableContext = createContext<DragTable | null>(null);

/** The drag binding of one row, once the drag layer runs; undefined before (and on tables that cannot reorder). */
export function useRowDrag(id: string): RowDrag | undefined {
  const store = useContext(DragTableContext)?.store;
  const subscribe = useCallback((onChange: () => void) => store?.subscribe(id, onChange) ?? (() => undefined), [store, id]);
  return useSyncExternalStore(subscribe, () => store?.get(id));
}
