import { NotFoundPage } from '../errors/error-pages';
import { PageLoading } from '../feedback/PageLoading';
import { AreaUnavailable } from './AreaUnavailable';
import { useRemoteModules } from './remote-modules-store';
import { useLoadOpenableAreas } from './use-remote-areas';

/**
 * A path under /admin that no route holds yet. Not found only once the areas are placed and every
 * area the user may open has loaded, since a remote deployed after this host may have added the
 * prefix (its descriptor brings it). While an area could not be placed (the configuration or its
 * area.json unreadable), the path may be that area's: "area unavailable", and a retry reloads.
 */
export default function UnknownAdminPath() {
  // Settled includes placed: it reads the configuration and the announcements first.
  const settled = useLoadOpenableAreas({ whenIdle: false, everyArea: true });
  const somewhereUnplaced = useRemoteModules((state) => state.areas.some((area) => !area.announcement));
  if (!settled) return <PageLoading />;
  if (somewhereUnplaced) return <AreaUnavailable onRetry={() => window.location.reload()} />;
  return <NotFoundPage />;
}
