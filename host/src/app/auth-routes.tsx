import { lazy, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { AUTH_ROUTES, SHELL_ROUTES } from '@evax/shared/contract';
import { useAuthStore } from '@evax/shared/runtime';
import { useStructureChoice } from '../auth/structure-choice';
import { RequirePermission, RequireSession } from './guards';

const ForgotPasswordPage = lazy(() => import('../auth/pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../auth/pages/ResetPasswordPage'));
// Only a user of several structures sees it, after sign-in: its antd components (radio, space)
// are not the login page's.
const StructureChooserPage = lazy(() => import('../auth/pages/StructureChooserPage'));

/**
 * The sign-in flows' routes, outside the admin layout: forgot password (signed out) and the
 * new-password screen (signed in, standalone: a first-login user may open nothing else).
 */
export const authRoutes = [
  <Route key="forgot-password" path={AUTH_ROUTES.forgotPassword} element={<ForgotPasswordPage />} />,
  <Route
    key="reset-password"
    path={SHELL_ROUTES.resetPassword}
    element={
      <RequireSession>
        <RequirePermission hiddenForProfessionalBody>
          <ResetPasswordPage />
        </RequirePermission>
      </RequireSession>
    }
  />,
];

/**
 * Between sign-in and the pages (spec 1 §2.2, §4.2): a user who must change the password is sent
 * to the new-password screen instead of any page; one who works at several structures chooses
 * one first.
 */
export function SignInGates({ children }: { children: ReactNode }) {
  const mustChangePassword = useAuthStore((state) => state.currentUser?.firstLogin ?? false);
  const choosing = useStructureChoice((state) => state.pending);
  if (mustChangePassword) return <Navigate to={SHELL_ROUTES.resetPassword} replace />;
  if (choosing) return <StructureChooserPage />;
  return <>{children}</>;
}
