import { act, render, waitFor } from '@testing-library/react';
import { DatePicker, Empty } from 'antd';
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

describe("the date picker's columns in Arabic", () => {
  it('are headed by one letter a day, each day once', async () => {
    setupI18n('ar');
    render(
      <AppProviders>
        <DatePicker open />
      </AppProviders>,
    );
    const heads = [...document.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent);
    expect(heads).toHaveLength(7);
    for (const head of heads) expect(head).toHaveLength(1);
    expect(new Set(heads)).toEqual(new Set(['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س']));
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
