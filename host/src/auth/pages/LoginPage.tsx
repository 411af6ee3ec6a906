import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AUTH_ROUTES } from '@evax/shared/contract';
import { useStructureChoice } from '../structure-choice';
import { AuthPanelLink } from '../components/AuthPanelLink';
import { LoginPanel } from '../components/LoginPanel';

/**
 * /auth/login within the shell (reached by in-app navigation; a page load of /auth/login gets the
 * light sign-in page, host/src/sign-in-page/). Once signed in, the login route itself sends the
 * user on (AppRoutes' GuestOnly).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const afterSignIn = useStructureChoice((state) => state.afterSignIn);
  // A message from the screen before (the forgot-password flow's success).
  const { notice } = (useLocation().state ?? {}) as { notice?: string };
  return (
    <LoginPanel
      notice={notice}
      onSignedIn={(response) => afterSignIn(response.profile.user)}
      forgotPasswordLink={<AuthPanelLink to={AUTH_ROUTES.forgotPassword}>{t('AUTH.LOGIN.FORGOT_LINK')}</AuthPanelLink>}
    />
  );
}
