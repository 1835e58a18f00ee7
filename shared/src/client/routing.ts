import type { AccessRules } from './access.js';

export type LayoutType = 'blank' | 'leftSidebar' | 'rightSidebar' | 'bothSidebar';
export type ContainerType = 'contained' | 'gutterless' | 'default';
export type PageBackground = 'plain' | 'default';

export interface PageLayout {
  layout?: LayoutType;
  container?: ContainerType;
  background?: PageBackground;
}

/**
 * A page a remote owns. The remote declares it (with its rule and layout) beside the page;
 * the host matches the path, checks `access` with `canAccess` and renders `load()` in the layout.
 */
export interface RemoteRoute<Component = unknown> {
  /** react-router pattern, e.g. `/courses/:id`. */
  path: string;
  /** `public` pages are only for signed-out visitors; a rule (or a list: any one of them) means signed-in users matching it. */
  access: 'public' | AccessRules;
  layout?: PageLayout;
  load: () => Promise<{ default: Component }>;
}

/** What every remote exposes as `./routes`. */
export interface RemoteRoutesModule<Component = unknown> {
  routes: RemoteRoute<Component>[];
  /** Registers the remote's i18n namespace; the host awaits it before the first render. */
  init?: () => Promise<void>;
}
