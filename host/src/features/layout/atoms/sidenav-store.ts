import { createStore, useStore } from '@school/shared';

export const SIDENAV_STORAGE_KEY = 'sidenav-collapsed';

function readCollapsed(): boolean {
  try {
    return globalThis.localStorage?.getItem(SIDENAV_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the side navigation is collapsed (72 px) rather than open (238 px); remembered. */
export const sideNavCollapsedStore = createStore<boolean>(readCollapsed());

sideNavCollapsedStore.subscribe(() => {
  try {
    globalThis.localStorage?.setItem(SIDENAV_STORAGE_KEY, String(sideNavCollapsedStore.get()));
  } catch {
    // Not remembered; still applied for this tab.
  }
});

export function useSideNavCollapsed(): [boolean, () => void] {
  const collapsed = useStore(sideNavCollapsedStore);
  return [collapsed, () => sideNavCollapsedStore.set((value) => !value)];
}
