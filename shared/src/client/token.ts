import { atom } from 'jotai';
import { TOKEN_STORAGE_KEY } from '../contracts/common.js';
import { appStore } from './store.js';

function readStoredToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The access token, mirrored to localStorage under `token` (removed when emptied). */
export const tokenAtom = atom<string | null>(readStoredToken());

appStore.sub(tokenAtom, () => {
  const token = appStore.get(tokenAtom);
  try {
    if (token) globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
    else globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the session still works for this tab.
  }
});
