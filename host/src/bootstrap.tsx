import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DELAYS_MS } from '@evax/shared/contract';
import { currentLanguage, initI18n, oneLanguageBundles, storedLanguage, watchConnectivity } from '@evax/shared/runtime';
import { loadUiTranslations } from '@evax/shared/ui/shell';
import { App } from './app/App';
import { appReady } from './feedback/app-ready';
import { hideSplashWhenReady, SPLASH_ID } from './feedback/splash';
import { loadShellTranslations } from './i18n/load-shell-translations';
import { loadLanguageFont } from './i18n/fonts';

async function start(): Promise<void> {
  // Only the active language's texts: a change of language reloads the page (spec 1 §1).
  const language = storedLanguage();
  const [uiTexts, shellTexts] = await Promise.all([loadUiTranslations(language), loadShellTranslations(language)]);
  initI18n(oneLanguageBundles(language, uiTexts), oneLanguageBundles(language, shellTexts));
  void loadLanguageFont(currentLanguage());
  watchConnectivity();

  const splash = document.getElementById(SPLASH_ID);
  if (splash) hideSplashWhenReady(splash, appReady, DELAYS_MS.splash);

  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to render into');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
