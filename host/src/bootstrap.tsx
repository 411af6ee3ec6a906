import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DELAYS_MS } from '@evax/shared/contract';
import { currentLanguage, initI18n, watchConnectivity } from '@evax/shared/runtime';
import { uiTranslations } from '@evax/shared/ui/shell';
import { App } from './app/App';
import { appReady } from './feedback/app-ready';
import { hideSplashWhenReady, SPLASH_ID } from './feedback/splash';
import { shellTranslations } from './i18n';
import { loadLanguageFont } from './i18n/fonts';

initI18n(uiTranslations, shellTranslations);
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
