import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initI18n, type ModuleDescriptor } from '@evax/shared/runtime';
import { AppProviders, uiTranslations } from '@evax/shared/ui/shell';

/** Renders a remote's pages on their own page (its standalone bootstrap); loaded on demand. */
export async function startRemoteDevHarness(module: ModuleDescriptor, container = document.getElementById('root')): Promise<void> {
  if (!container) throw new Error('No #root element to render into');
  initI18n(uiTranslations, module.translations);
  const { default: RemoteDevHarness } = await import('./RemoteDevHarness.js');
  createRoot(container).render(
    <AppProviders>
      <BrowserRouter>
        <RemoteDevHarness module={module} />
      </BrowserRouter>
    </AppProviders>,
  );
}
