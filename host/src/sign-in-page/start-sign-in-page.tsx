import type { Root } from 'react-dom/client';
import { ADMIN_BASE, SHELL_ROUTES } from '@evax/shared/contract';
import { isSignedIn, useAuthStore } from '@evax/shared/runtime';
import { loadSignInShellTranslations } from './i18n/load-sign-in-translations';
import { mountLightPage } from './mount-light-page';
import { SignInPage, shellPage } from './SignInPage';

/**
 * The light sign-in page's start (webpack/create-sign-in-page-config.mjs): what a page load of
 * /auth/login runs, without the federated shell. A signed-in user goes on to the shell.
 * Resolves with the page's React root (null when the shell was opened instead).
 */
export async function startSignInPage(): Promise<Root | null> {
  if (isSignedIn(useAuthStore.getState())) {
    shellPage.open(ADMIN_BASE);
    return null;
  }
  // The server serves this page at /auth too: the address says where the user is.
  if (window.location.pathname !== SHELL_ROUTES.login) window.history.replaceState(null, '', SHELL_ROUTES.login);
  return mountLightPage(loadSignInShellTranslations, <SignInPage />);
}
