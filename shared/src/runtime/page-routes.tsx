import { useCallback } from 'react';
import { matchRoutes, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { Permission } from '@evax/shared/contract';
import type { PageLoader, RouteDescriptor } from './module-descriptor.js';

/** `/admin/dci/{param}/show` → `/admin/dci/:param/show`, the router's form of the spec's placeholder. */
export function routePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** The router's path of a route: a non-exact route also matches every path under it. */
export function routerPath(route: Pick<RouteDescriptor, 'path' | 'exact'>): string {
  const path = routePattern(route.path);
  return route.exact === false ? `${path}/*` : path;
}

/** The route that shows `pathname`, ranked as the router ranks them (a static segment beats a parameter). */
export function matchRouteDescriptor(routes: readonly RouteDescriptor[], pathname: string): RouteDescriptor | undefined {
  const matches = matchRoutes(
    routes.map((route) => ({ path: routerPath(route), route })),
    pathname,
  );
  return matches?.at(-1)?.route.route;
}

export const PAGE_SET_KINDS = ['list', 'show', 'edit'] as const;
export type PageSetKind = (typeof PAGE_SET_KINDS)[number];

export interface PageSet {
  /** The paths of the set, with a `{param}` placeholder in show and edit. */
  paths: Record<PageSetKind, string>;
  /** The pages that exist; a missing one redirects to `defaultPath`. */
  pages: Partial<Record<PageSetKind, PageLoader>>;
  /** Where a path without a page sends the user: the list by default. */
  defaultPath?: string;
  permission?: Permission;
}

/** Spec 1 §2.2: a list, show and edit route set; a route without a page redirects to the default route. */
export function pageSetRoutes({ paths, pages, defaultPath = paths.list, permission }: PageSet): RouteDescriptor[] {
  return PAGE_SET_KINDS.map((kind) => ({
    path: routePattern(paths[kind]),
    component: pages[kind] ?? redirectPage(defaultPath),
    ...(permission ? { permission } : {}),
  }));
}

function redirectPage(to: string): PageLoader {
  const Redirect = () => <Navigate to={to} replace />;
  return () => Promise.resolve({ default: Redirect });
}

/** Spec 1 §2.2: a modal sub-route (…/activate/3) closes back to its base path, keeping the list's query. */
export function useCloseModalRoute(basePath: string): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(() => navigate({ pathname: basePath, search }), [navigate, basePath, search]);
}
