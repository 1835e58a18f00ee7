// The sidebar's items and which remote owns a path.
export { activeNavItem, NAV_ITEMS, visibleNavItems, type NavIconName, type NavItem } from './nav-items';
export { findRemoteForPath, isUnderPrefix } from './prefixes';
