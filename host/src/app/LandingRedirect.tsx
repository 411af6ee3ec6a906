import { Navigate } from 'react-router-dom';
import { PERMISSIONS, SHELL_ROUTES } from '@evax/shared/contract';
import { flattenMenu, usePermission } from '@evax/shared/runtime';
import { useLoadOpenableAreas } from '../federation/use-remote-areas';
import { useAllowedMenu } from './use-allowed-menu';
import { PageLoading } from '../feedback/PageLoading';

/**
 * /admin: the home page for who may see it, else the first area the user may open
 * (an administrator without the dashboard lands on users, not on a forbidden page).
 */
export function LandingRedirect() {
  const mayViewHome = usePermission(PERMISSIONS.dashboard.view);
  // Without the home page, the first entry of the areas the user may open: their menus, now.
  const settled = useLoadOpenableAreas({ whenIdle: mayViewHome });
  const firstEntry = flattenMenu(useAllowedMenu()).find((entry) => !entry.children);

  if (mayViewHome) return <Navigate to={SHELL_ROUTES.home} replace />;
  if (!settled) return <PageLoading />;
  return <Navigate to={firstEntry?.path ?? SHELL_ROUTES.home} replace />;
}
