import { createStore, useLocation, useStore } from '@school/shared';

export const SIDENAV_STORAGE_KEY = 'sidenav-collapsed';

function readChoice(): boolean | null {
  try {
    const stored = globalThis.localStorage?.getItem(SIDENAV_STORAGE_KEY);
    return stored === 'true' ? true : stored === 'false' ? false : null;
  } catch {
    return null;
  }
}

/**
 * The user's own choice between the open navigation (238 px) and the rail (72 px), or null
 * while they have not made one: then the width decides (rail on a tablet, open on a desktop).
 */
export const sideNavChoiceStore = createStore<boolean | null>(readChoice());

sideNavChoiceStore.subscribe(() => {
  const choice = sideNavChoiceStore.get();
  if (choice === null) return;
  try {
    globalThis.localStorage?.setItem(SIDENAV_STORAGE_KEY, String(choice));
  } catch {
    // Not remembered; still applied for this tab.
  }
});

/** Whether the navigation is a rail; `railByDefault` is what the width prefers. */
export function useSideNavCollapsed(railByDefault: boolean): [boolean, () => void] {
  const choice = useStore(sideNavChoiceStore);
  const collapsed = choice ?? railByDefault;
  return [collapsed, () => sideNavChoiceStore.set(!collapsed)];
}

/**
 * The phone's navigation drawer: the path it was opened on, or null while closed. Open only
 * on that path, so a route change closes it even when the new page remounts the shell.
 * Never remembered: a phone always starts with it closed.
 */
export const navDrawerStore = createStore<string | null>(null);

export function useNavDrawerOpen(): boolean {
  const openedOn = useStore(navDrawerStore);
  const { pathname } = useLocation();
  return openedOn !== null && openedOn === pathname;
}

export function openNavDrawer(pathname: string): void {
  navDrawerStore.set(pathname);
}

export function setNavDrawerClosed(): void {
  navDrawerStore.set(null);
}
