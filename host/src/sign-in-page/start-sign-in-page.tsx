import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ADMIN_BASE, DELAYS_MS, SHELL_ROUTES } from '@evax/shared/contract';
import { currentLanguage, initI18n, isSignedIn, oneLanguageBundles, storedLanguage, useAuthStore } from '@evax/shared/runtime';
import { loadSignInUiTranslations, ThemeProviders } from '@evax/shared/ui/shell';
import { appReady, AppReadySignal } from '../feedback/app-ready';
import { hideSplashWhenReady, showSplash } from '../feedback/splash';
import { loadLanguageFont } from '../i18n/fonts';
import { loadSignInShellTranslations } from './i18n/load-sign-in-translations';
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

  const splash = showSplash();
  hideSplashWhenReady(splash, appReady, DELAYS_MS.splash);
  // Only the texts the page shows, in the active language, and that language's font: a change of
  // language reloads the page (spec 1 §1).
  const language = storedLanguage();
  const [uiTexts, shellTexts] = await Promise.all([loadSignInUiTranslations(language), loadSignInShellTranslations(language)]);
  initI18n(oneLanguageBundles(language, uiTexts), oneLanguageBundles(language, shellTexts));
  void loadLanguageFont(currentLanguage());

  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to render into');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <ThemeProviders>
        <SignInPage />
        <AppReadySignal />
      </ThemeProviders>
    </StrictMode>,
  );
  return root;
}
