import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SHELL_ROUTES, type Permission } from '@evax/shared/contract';
import { isProfessionalBodySession, isSignedIn, useAuthStore, usePermission } from '@evax/shared/runtime';
import { ForbiddenPage } from '../errors/error-pages';

/** Where a page wanted to go before the login page, to come back to it. */
export interface ReturnState {
  from?: string;
}

/** Signed-out users go to the login page (spec 1 §2.2), then back here. */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAuthStore(isSignedIn);
  const location = useLocation();
  if (!signedIn) {
    const state: ReturnState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={SHELL_ROUTES.login} replace state={state} />;
  }
  return <>{children}</>;
}

interface RequirePermissionProps {
  permission?: Permission;
  /** The page is refused to professional-body sessions (spec 1 §2.2). */
  hiddenForProfessionalBody?: boolean;
  children: ReactNode;
}

/** A user lacking the page's permission, or a professional-body user on a page hidden from them, gets the forbidden page. */
export function RequirePermission({ permission, hiddenForProfessionalBody = false, children }: RequirePermissionProps) {
  const allowed = usePermission(permission);
  const professionalBody = useAuthStore(isProfessionalBodySession);
  return allowed && !(hiddenForProfessionalBody && professionalBody) ? <>{children}</> : <ForbiddenPage />;
}
