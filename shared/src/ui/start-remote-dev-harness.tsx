import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initI18n, oneLanguageBundles, storedLanguage, type ModuleDescriptor } from '@evax/shared/runtime';
import { AppProviders, loadUiTranslations } from '@evax/shared/ui/shell';

/** Renders a remote's pages on their own page (its standalone bootstrap); loaded on demand. */
export async function startRemoteDevHarness(module: ModuleDescriptor, container = document.getElementById('root')): Promise<void> {
  if (!container) throw new Error('No #root element to render into');
  const language = storedLanguage();
  const [uiTexts, areaTexts] = await Promise.all([loadUiTranslations(language), module.loadTranslations(language)]);
  initI18n(oneLanguageBundles(language, uiTexts), oneLanguageBundles(language, areaTexts));
  const { default: RemoteDevHarness } = await import('./RemoteDevHarness.js');
  createRoot(container).render(
    <AppProviders>
      <BrowserRouter>
        <RemoteDevHarness module={module} />
      </BrowserRouter>
    </AppProviders>,
  );
}
