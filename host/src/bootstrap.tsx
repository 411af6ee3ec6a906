import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@evax/shared/runtime';
import { uiTranslations } from '@evax/shared/ui';
import { App } from './app/App';
import { shellTranslations } from './i18n';

initI18n(uiTranslations, shellTranslations);

const container = document.getElementById('root');
if (!container) throw new Error('No #root element to render into');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
