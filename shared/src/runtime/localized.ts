import { useCallback } from 'react';
import dayjs from 'dayjs';
import { DATE_FORMAT, type Language, type LocalizedName } from '@evax/shared/contract';
import { useLanguage } from './i18n.js';

/** Someone with a name in French and in Arabic (users, children, parents). */
export interface BilingualPerson {
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
}

/**
 * The value of a bilingual field in the page's language: the Arabic one on Arabic pages, the
 * French one otherwise (the data has no English), each falling back to the other when missing.
 * Every area shows its bilingual data through this (docs/decisions.md, catalogue data).
 */
export function inLanguage(language: Language, french: string | null | undefined, arabic: string | null | undefined): string {
  return (language === 'ar' ? arabic || french : french || arabic) ?? '';
}

/**
 * `inLanguage` bound to the active language, re-rendering on change, stable while it stays:
 * `const show = useInLanguage(); show(row.name, row.nameAr)`.
 */
export function useInLanguage(): (french: string | null | undefined, arabic: string | null | undefined) => string {
  const language = useLanguage();
  return useCallback((french, arabic) => inLanguage(language, french, arabic), [language]);
}

/** Arabic in Arabic; French otherwise (the data has no English names). */
export function localizedName(value: LocalizedName | null | undefined, language: Language): string {
  if (!value) return '';
  return inLanguage(language, value.nameFr, value.nameAr);
}

export function personName(person: BilingualPerson, language: Language): string {
  const arabic = `${person.firstNameAr} ${person.lastNameAr}`.trim();
  const french = `${person.firstNameFr} ${person.lastNameFr}`.trim();
  return language === 'ar' ? arabic || french : french || arabic;
}

/** DD/MM/YYYY, or an empty string for a missing or invalid date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}
