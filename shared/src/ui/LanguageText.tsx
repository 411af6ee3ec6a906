import type { ReactNode } from 'react';

/**
 * Text of one data language shown as such whatever the page's: French left to right, Arabic
 * right to left, with its `lang` (fonts, screen readers), so "(ROR)" keeps its parentheses on an
 * Arabic page. For a record's twin values shown side by side (a show page's name and Arabic name).
 */
export function LanguageText({ language, children }: { language: 'fr' | 'ar'; children: ReactNode }) {
  return (
    <span lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
      {children}
    </span>
  );
}
