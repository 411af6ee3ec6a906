import { useTranslation } from 'react-i18next';
import { ADMIN_BASE, AUTH_ROUTES, type LoginResponse } from '@evax/shared/contract';
import { AuthPanelPageLink } from '../auth/components/AuthPageFrame';
import { LoginPanel } from '../auth/components/LoginPanel';
import { handOverStructureChoice } from '../auth/structure-choice-handover';

/** The browser's page; tests replace `open` (jsdom cannot navigate). */
export const shellPage = { open: (path: string): void => window.location.assign(path) };

/**
 * Signed in: what comes next (the structure chooser, the first login's new password, the home
 * page) is the shell's, loaded by a page load. The session is already in the persisted store,
 * which the shell reads at start; nothing of it goes in the address.
 */
export function goOnToTheShell(response: LoginResponse): void {
  handOverStructureChoice(response.profile.user);
  shellPage.open(ADMIN_BASE);
}

/** /auth/login as a page of its own: the login form, the bot check, the professional-body button. */
export function SignInPage() {
  const { t } = useTranslation();
  return (
    <LoginPanel
      onSignedIn={goOnToTheShell}
      forgotPasswordLink={<AuthPanelPageLink href={AUTH_ROUTES.forgotPassword}>{t('AUTH.LOGIN.FORGOT_LINK')}</AuthPanelPageLink>}
    />
  );
}
