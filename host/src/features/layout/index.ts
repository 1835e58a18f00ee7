// The page frame the router renders every page in.
export { LAYOUT_SLOTS, ShellLayout } from './components/shell-layout';
