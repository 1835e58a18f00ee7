import { useAtomValue } from 'jotai';
import { appStore } from './store.js';
import { accessSubject, isAuthenticated, sessionAtom, type SessionState } from './session.js';
import { tokenAtom } from './token.js';
import { toastsAtom } from './toast.js';
import { languageLoadingAtom } from './i18n.js';

export function useSession(): SessionState {
  return useAtomValue(sessionAtom, { store: appStore });
}

export function useAccessSubject() {
  const session = useSession();
  return accessSubject(session);
}

export function useToasts() {
  return useAtomValue(toastsAtom, { store: appStore });
}

export function useLanguageLoading(): boolean {
  return useAtomValue(languageLoadingAtom, { store: appStore });
}

/** The one "signed in" check for React: re-renders when the session or the token changes. */
export function useIsAuthenticated(): boolean {
  const session = useSession();
  const token = useAtomValue(tokenAtom, { store: appStore });
  return isAuthenticated(session, token);
}
