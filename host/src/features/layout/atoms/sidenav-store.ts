import { createStore, useStore } from '@school/shared';

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

/** The phone's navigation drawer: closed at rest, never remembered. */
export const navDrawerStore = createStore<boolean>(false);

export function useNavDrawerOpen(): boolean {
  return useStore(navDrawerStore);
}

export function setNavDrawerOpen(open: boolean): void {
  navDrawerStore.set(open);
}
