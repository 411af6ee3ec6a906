import { act, render, waitFor } from '@testing-library/react';
import { Empty } from 'antd';
import { i18n } from '@evax/shared/runtime';
import { AppProviders } from '@evax/shared/ui';
import { setupI18n } from '../../jest/render';

describe("antd's own texts follow the page's language", () => {
  it.each([
    ['fr', 'Aucune donnée'],
    ['ar', 'لا توجد بيانات'],
    ['en', 'No data'],
  ] as const)('in %s, an empty state reads "%s"', async (language, text) => {
    setupI18n(language);
    const { container } = render(
      <AppProviders>
        <Empty />
      </AppProviders>,
    );
    // The shell loads the language's locale with its texts, before its first render: no wait.
    expect(container.querySelector('.ant-empty-description')).toHaveTextContent(text);
  });

  it('a change of language gives the new language’s texts', async () => {
    setupI18n('fr');
    const { container } = render(
      <AppProviders>
        <Empty />
      </AppProviders>,
    );
    await act(() => i18n.changeLanguage('ar'));
    await waitFor(() => expect(container.querySelector('.ant-empty-description')).toHaveTextContent('لا توجد بيانات'));
  });
});

describe('loadAntdLocale', () => {
  it('loads a language once and answers the same locale after', async () => {
    const { loadAntdLocale } = await import('../../src/ui/antd-locale');
    const first = await loadAntdLocale('ar');
    expect(first.locale).toBe('ar');
    await expect(loadAntdLocale('ar')).resolves.toBe(first);
  });
});
