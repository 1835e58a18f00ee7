import { atom, useAtomValue } from 'jotai';
import { appStore, useLocation } from '@school/shared';

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
export const sideNavChoiceAtom = atom<boolean | null>(readChoice());

appStore.sub(sideNavChoiceAtom, () => {
  const choice = appStore.get(sideNavChoiceAtom);
  if (choice === null) return;
  try {
    globalThis.localStorage?.setItem(SIDENAV_STORAGE_KEY, String(choice));
  } catch {
    // Not remembered; still applied for this tab.
  }
});

/** Whether the navigation is a rail; `railByDefault` is what the width prefers. */
export function useSideNavCollapsed(railByDefault: boolean): [boolean, () => void] {
  const choice = useAtomValue(sideNavChoiceAtom, { store: appStore });
  const collapsed = choice ?? railByDefault;
  return [collapsed, () => appStore.set(sideNavChoiceAtom, !collapsed)];
}

/**
 * The phone's navigation drawer: the path it was opened on, or null while closed. Open only
 * on that path, so a route change closes it even when the new page remounts the shell.
 * Never remembered: a phone always starts with it closed.
 */
export const navDrawerAtom = atom<string | null>(null);

export function useNavDrawerOpen(): boolean {
  const openedOn = useAtomValue(navDrawerAtom, { store: appStore });
  const { pathname } = useLocation();
  return openedOn !== null && openedOn === pathname;
}

export function openNavDrawer(pathname: string): void {
  appStore.set(navDrawerAtom, pathname);
}

export function setNavDrawerClosed(): void {
  appStore.set(navDrawerAtom, null);
}

/** Whether the drawer is open on any path (for effects outside React's render). */
export function navDrawerOpenedOn(): string | null {
  return appStore.get(navDrawerAtom);
}
