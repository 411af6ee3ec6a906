import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { initI18n, i18n, useNotifications, type TranslationBundles } from '@evax/shared/runtime';
import { AppProviders } from '@evax/shared/ui';
import { uiTranslations } from '@evax/shared/ui/translations';

/** The i18n instance in a language, with the shared widgets' texts and the given bundles. */
export function setupI18n(language: 'fr' | 'ar' | 'en' = 'fr', ...bundles: TranslationBundles[]): void {
  initI18n(uiTranslations, ...bundles);
  void i18n.changeLanguage(language);
}

let currentLocation = '';

/** Where the router is (path + query), for assertions. */
export function locationNow(): string {
  return currentLocation;
}

function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}

/**
 * The host's toasts, as plain text: what `notify` queued, translated, left in the queue so a test
 * can also read it with `useNotifications.getState().take()`.
 */
function QueuedToasts() {
  const { t } = useTranslation();
  const pending = useNotifications((state) => state.pending);
  return (
    <div data-testid="queued-toasts">
      {pending.map((toast) => (
        <div key={toast.id} role={toast.kind === 'error' ? 'alert' : 'status'} data-toast={toast.kind}>
          {t(toast.message, toast.params)}
        </div>
      ))}
    </div>
  );
}

/** Renders inside the app's providers and a memory router starting at `route`; the toast queue starts empty. */
export function renderInApp(element: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}): RenderResult {
  useNotifications.setState({ pending: [] });
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <QueuedToasts />
    </AppProviders>,
  );
}
