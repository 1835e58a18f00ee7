/**
 * The router every app uses, re-exported from the one `@school/shared` singleton rather than
 * sharing `react-router-dom` as a federated module: a federated module cannot be tree-shaken
 * (about 61 KB gzipped whole), while these named re-exports keep only what the areas use
 * (docs/decisions/0004-bundle-budget.md). There is still exactly one router instance, so the
 * host's router context reaches every remote's pages. Apps import routing from here only
 * (enforced by lint).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  matchRoutes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, NavLinkProps, LinkProps, RouteObject } from 'react-router-dom';
