import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DELAYS_MS, type Language } from '@evax/shared/contract';
import { currentLanguage, initI18n, oneLanguageBundles, storedLanguage, type TranslationTree } from '@evax/shared/runtime';
import { loadSignInUiTranslations, ThemeProviders } from '@evax/shared/ui/shell';
import { appReady, AppReadySignal } from '../feedback/app-ready';
import { hideSplashWhenReady, showSplash } from '../feedback/splash';
import { loadLanguageFont } from '../i18n/fonts';

/**
 * Renders a page of the light build (the sign-in form, the public verify page) into #root: the
 * splash until it is ready, only the texts it shows in the stored language and that language's
 * font (a change of language reloads the page, spec 1 §1).
 */
export async function mountLightPage(loadPageTexts: (language: Language) => Promise<TranslationTree>, page: ReactNode): Promise<Root> {
  const splash = showSplash();
  hideSplashWhenReady(splash, appReady, DELAYS_MS.splash);
  const language = storedLanguage();
  const [uiTexts, pageTexts] = await Promise.all([loadSignInUiTranslations(language), loadPageTexts(language)]);
  initI18n(oneLanguageBundles(language, uiTexts), oneLanguageBundles(language, pageTexts));
  void loadLanguageFont(currentLanguage());

  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to render into');
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <ThemeProviders>
        {page}
        <AppReadySignal />
      </ThemeProviders>
    </StrictMode>,
  );
  return root;
}
