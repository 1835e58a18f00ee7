import { atom, useAtomValue } from 'jotai';
import { appStore } from '@school/shared';

export const SIDENAV_STORAGE_KEY = 'sidenav-collapsed';

function readCollapsed(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIDENAV_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the side navigation is collapsed (72 px) rather than open (238 px); remembered. */
export const sideNavCollapsedAtom = atom<boolean>(readCollapsed());

appStore.sub(sideNavCollapsedAtom, () => {
  try {
    globalThis.localStorage?.setItem(SIDENAV_STORAGE_KEY, String(appStore.get(sideNavCollapsedAtom)));
  } catch {
    // Not remembered; still applied for this tab.
  }
});

export function useSideNavCollapsed(): [boolean, () => void] {
  const collapsed = useAtomValue(sideNavCollapsedAtom, { store: appStore });
  return [collapsed, () => appStore.set(sideNavCollapsedAtom, (value) => !value)];
}
