import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { LANGUAGES } from '@evax/shared/contract';
import { clearResourceCache, useAuthStore } from '@evax/shared/runtime';
import { loadAntdLocale } from '../src/ui/antd-locale';

// findBy/waitFor: lazy chunks (tables, forms, widgets) can take over 1 s to load on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

// antd's own texts in every language, as the shell has its language's before its first render.
beforeAll(() => Promise.all(LANGUAGES.map(loadAntdLocale)));

// Every test starts signed out, with empty storage (before anything renders, so no act warnings).
beforeEach(() => {
  localStorage.clear();
  clearResourceCache();
  useAuthStore.getState().signOut();
});
