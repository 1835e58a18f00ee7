import { useSyncExternalStore } from 'react';
import { accessSubject, sessionStore, type SessionState } from './session.js';
import type { Store } from './store.js';
import { toastStore } from './toast.js';
import { languageLoadingStore } from './i18n.js';

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}

export function useAccessSubject() {
  const session = useSession();
  return accessSubject(session);
}

export function useToasts() {
  return useStore(toastStore);
}

export function useLanguageLoading(): boolean {
  return useStore(languageLoadingStore);
}
