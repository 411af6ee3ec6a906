import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageLoader } from '@evax/shared/runtime';

const pages = new WeakMap<PageLoader, { attempt: number; page: LazyExoticComponent<ComponentType> }>();

/**
 * One lazy component per page loader, kept across renders; a new attempt (retry of an area)
 * makes a new one, since React.lazy remembers a failure forever.
 */
export function lazyPage(loader: PageLoader, attempt = 0): LazyExoticComponent<ComponentType> {
  const known = pages.get(loader);
  if (known && known.attempt === attempt) return known.page;
  const page = lazy(loader);
  pages.set(loader, { attempt, page });
  return page;
}
