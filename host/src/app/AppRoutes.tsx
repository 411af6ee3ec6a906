import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { ADMIN_BASE, SHELL_ROUTES } from '@evax/shared/contract';
import { isSignedIn, routerPath, useAuthStore, type RouteDescriptor } from '@evax/shared/runtime';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { PageLoading } from '../feedback/PageLoading';
import { useRemoteModules, type RemoteArea } from '../federation/remote-modules-store';
import { InternalErrorPage, NotFoundPage } from '../errors/error-pages';
import { LogoutPage } from '../auth/pages/LogoutPage';
import { authRoutes, SignInGates } from './auth-routes';
import { RequirePermission, RequireSession, type ReturnState } from './guards';
import { LandingRedirect } from './LandingRedirect';
import { lazyPage } from './lazy-page';
import { shellModule } from './shell-module';

// Everything that brings antd components loads on demand: the login page stays light.
const LoginPage = lazy(() => import('../auth/pages/LoginPage'));
const AdminLayout = lazy(() => import('../layout/AdminLayout'));
const RemoteAreaBoundary = lazy(() => import('../federation/RemoteAreaBoundary'));
const UnknownAdminPath = lazy(() => import('../federation/UnknownAdminPath'));
const SigninOidcPage = lazy(() => import('../auth/pages/SigninOidcPage'));

/** The route table: the shell's routes, then every area's, each behind the guards. */
export function AppRoutes() {
  const areas = useRemoteModules((state) => state.areas);
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path={SHELL_ROUTES.root} element={<RootRedirect />} />
        <Route path={SHELL_ROUTES.auth} element={<Navigate to={SHELL_ROUTES.login} replace />} />
        <Route path={SHELL_ROUTES.login} element={<GuestOnly />} />
        <Route path={SHELL_ROUTES.authLogout} element={<LogoutPage />} />
        <Route path={SHELL_ROUTES.logout} element={<LogoutPage />} />
        <Route path={SHELL_ROUTES.signinOidc} element={<SigninOidcPage />} />
        {authRoutes}
        <Route
          path={ADMIN_BASE}
          element={
            <RequireSession>
              <SignInGates>
                <AdminLayout />
              </SignInGates>
            </RequireSession>
          }
        >
          <Route index element={<LandingRedirect />} />
          {shellModule.routes.map((route) => (
            <Route
              key={route.path}
              path={routerPath(route)}
              element={
                <ErrorBoundary fallback={() => <InternalErrorPage />}>
                  <RequirePermission permission={route.permission} hiddenForProfessionalBody={route.hiddenForProfessionalBody}>
                    {pageOf(route)}
                  </RequirePermission>
                </ErrorBoundary>
              }
            />
          ))}
          {areas.flatMap(areaRoutes)}
          <Route path="*" element={<UnknownAdminPath />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

/**
 * A loaded area brings its routes; one still loading or unavailable holds the path prefixes it
 * announced (the remote's area.json), so a deep link or the "area unavailable" page finds it.
 */
function areaRoutes(area: RemoteArea) {
  if (area.status === 'ready' && area.descriptor) {
    return area.descriptor.routes.map((route) => (
      <Route
        key={route.path}
        path={routerPath(route)}
        element={
          <RemoteAreaBoundary name={area.name}>
            <RequirePermission permission={route.permission} hiddenForProfessionalBody={route.hiddenForProfessionalBody}>
              {pageOf(route, area.attempt, true)}
            </RequirePermission>
          </RemoteAreaBoundary>
        }
      />
    ));
  }
  return (area.announcement?.basePaths ?? []).map((basePath) => (
    <Route key={basePath} path={`${basePath}/*`} element={<RemoteAreaBoundary name={area.name} />} />
  ));
}

function pageOf(route: RouteDescriptor, attempt = 0, remote = false) {
  const Page = lazyPage(remote ? kitFirst(route.component) : route.component, attempt);
  return <Page />;
}

const kitFirstLoaders = new WeakMap<RouteDescriptor['component'], RouteDescriptor['component']>();

/**
 * A remote's page, once the host has loaded its UI kit: the kit loads on first use, and the
 * host's copy must be the one in the share scope before a remote's page asks for it (DESIGN §2).
 */
function kitFirst(loader: RouteDescriptor['component']): RouteDescriptor['component'] {
  let wrapped = kitFirstLoaders.get(loader);
  if (!wrapped) {
    wrapped = () => import('@evax/shared/ui').then(() => loader());
    kitFirstLoaders.set(loader, wrapped);
  }
  return wrapped;
}

function RootRedirect() {
  const signedIn = useAuthStore(isSignedIn);
  return <Navigate to={signedIn ? ADMIN_BASE : SHELL_ROUTES.login} replace />;
}

/** The login page, or back where the user was going once signed in. */
function GuestOnly() {
  const signedIn = useAuthStore(isSignedIn);
  const { from } = (useLocation().state ?? {}) as ReturnState;
  return signedIn ? <Navigate to={from ?? ADMIN_BASE} replace /> : <LoginPage />;
}
