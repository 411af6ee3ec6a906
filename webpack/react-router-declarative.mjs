/**
 * What every build shares as `react-router-dom` (webpack/federation.mjs): react-router's
 * declarative mode, the part a <BrowserRouter> app can use. A shared module is not tree-shaken,
 * and react-router-dom whole (its data routers, fetchers, forms, server rendering) is about
 * 64 KB gz; this list of names is about 16. The data mode's hooks (useLoaderData, useBlocker,
 * useNavigation...) throw outside a data router, so leaving them out takes nothing that works.
 * scripts/budget/router-api.test.mjs checks every name the sources import is here.
 * It imports `react-router` (react-router-dom re-exports it): a request for `react-router-dom`
 * would be the shared module itself.
 */
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  Outlet,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
} from 'react-router';
