import { BrowserRouter, Route, Routes } from '@school/shared';
import { PageResolver } from './components/page-resolver';

/**
 * The site's one router, in declarative mode: no page uses loaders or actions, and the
 * data router would add about 10 KB gzipped to every cold load (docs/decisions/0004).
 * One catch-all route: which page a path shows is decided at run time from the runtime
 * config (which remote owns the prefix) and the remote's own `./routes` list.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<PageResolver />} />
      </Routes>
    </BrowserRouter>
  );
}
