import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DELAYS_MS, LANGUAGE_STORAGE_KEY } from '@evax/shared/contract';
import { currentLanguage, initI18n, isLanguage, oneLanguageBundles, storedLanguage } from '@evax/shared/runtime';
import { loadSignInUiTranslations, ThemeProviders } from '@evax/shared/ui/shell';
import { appReady, AppReadySignal } from '../feedback/app-ready';
import { hideSplashWhenReady, showSplash } from '../feedback/splash';
import { loadLanguageFont } from '../i18n/fonts';
import { loadVerifyTranslations } from './i18n/load-verify-translations';
import { VerifyCertificatePage } from './VerifyCertificatePage';

/**
 * /verify as a page of its own, served with the light sign-in page's build (no shell, no session
 * needed): signed in or not, anyone who scans a certificate lands here. The QR code's link names
 * the certificate's language (`?lang=`), which becomes the page's until the user picks another.
 */
export async function startVerifyPage(): Promise<Root> {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(asked)) {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, asked);
    window.history.replaceState(null, '', `${window.location.pathname}${window.location.hash}`);
  }
  const splash = showSplash();
  hideSplashWhenReady(splash, appReady, DELAYS_MS.splash);
  const language = storedLanguage();
  const [uiTexts, pageTexts] = await Promise.all([loadSignInUiTranslations(language), loadVerifyTranslations(language)]);
  initI18n(oneLanguageBundles(language, uiTexts), oneLanguageBundles(language, pageTexts));
  void loadLanguageFont(currentLanguage());

  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to render into');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <ThemeProviders>
        <VerifyCertificatePage />
        <AppReadySignal />
      </ThemeProviders>
    </StrictMode>,
  );
  return root;
}
