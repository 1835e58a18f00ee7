import { createBrowserRouter } from '@school/shared';
import { PageResolver } from './components/PageResolver';

/**
 * One catch-all route: which page a path shows is decided at run time from the runtime
 * config (which remote owns the prefix) and the remote's own `./routes` list.
 */
export function createAppRouter() {
  return createBrowserRouter([{ path: '*', element: <PageResolver /> }]);
}
