import { atom } from 'jotai';
import { appStore } from './store.js';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Milliseconds before it closes by itself. */
  duration: number;
}

export const toastsAtom = atom<readonly Toast[]>([]);
let nextId = 1;

function push(kind: ToastKind, message: string, duration = 5000): number {
  const id = nextId++;
  appStore.set(toastsAtom, (list) => [...list, { id, kind, message, duration }]);
  return id;
}

/** Remotes raise toasts here; the host's region renders them. */
export const toast = {
  success: (message: string, duration?: number) => push('success', message, duration),
  error: (message: string, duration?: number) => push('error', message, duration ?? 8000),
  info: (message: string, duration?: number) => push('info', message, duration),
  dismiss: (id: number) => appStore.set(toastsAtom, (list) => list.filter((item) => item.id !== id)),
};
