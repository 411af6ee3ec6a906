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

// antd's CSS-in-JS would put about 1,500 rules (400 KB) in the page, and jsdom's getComputedStyle
// matches every rule at each call (about 50 ms each; Testing Library's role queries and antd's
// popups call it hundreds of times per test). Component tests check behaviour, not looks: antd's
// styles go to an element outside the document, where jsdom never reads them.
jest.mock(antdStyleInjector(), () => {
  const actual = jest.requireActual(antdStyleInjector());
  const outside = document.createElement('div');
  const away = (option: object | undefined) => ({ ...option, attachTo: outside });
  return {
    ...actual,
    injectCSS: (css: string, option?: object) => actual.injectCSS(css, away(option)),
    removeCSS: (key: string, option?: object) => actual.removeCSS(key, away(option)),
    updateCSS: (css: string, key: string, option?: object) => actual.updateCSS(css, key, away(option)),
  };
});

/** The module through which antd's CSS-in-JS adds its style elements (not a dependency of ours: found from cssinjs). */
function antdStyleInjector(): string {
  const cssinjs = require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] });
  return require.resolve('@rc-component/util/lib/Dom/dynamicCSS', { paths: [cssinjs] });
}
