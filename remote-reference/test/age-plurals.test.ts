import { i18n } from '@evax/shared/runtime';
import { setupI18n } from '../../shared/jest/render';
import { ageLabel } from '../src/dci/components/age-range';
import { referenceTranslations } from '../src/i18n';

// Spec 2 §9 "plural wording for months and years": each CLDR plural form of each language.
const t = i18n.t.bind(i18n);

describe('ages and reminders in Arabic: one wording per plural form', () => {
  beforeAll(() => setupI18n('ar', referenceTranslations));

  it.each([
    [0, '0 شهر', '0 سنة', '0 يوم'],
    [1, 'شهر واحد', 'سنة واحدة', 'يوم واحد'],
    [2, 'شهران', 'سنتان', 'يومان'],
    [3, '3 أشهر', '3 سنوات', '3 أيام'],
    [10, '10 أشهر', '10 سنوات', '10 أيام'],
    [11, '11 شهرًا', '11 سنة', '11 يومًا'],
    [99, '99 شهرًا', '99 سنة', '99 يومًا'],
    [100, '100 شهر', '100 سنة', '100 يوم'],
  ])('%i: %s, %s, %s', (count, months, years, days) => {
    expect(ageLabel(`M${count}`, t)).toBe(months);
    expect(ageLabel(`Y${count}`, t)).toBe(years);
    expect(t('REFERENCE.SPECIALTY.DAYS', { count })).toBe(days);
  });

  it("the issue's examples: شهران، 9 أشهر، 12 شهرًا، 12 سنة", () => {
    expect(['M2', 'M9', 'M12', 'Y12'].map((code) => ageLabel(code, t))).toEqual(['شهران', '9 أشهر', '12 شهرًا', '12 سنة']);
  });
});

describe('ages and reminders in French', () => {
  beforeAll(() => setupI18n('fr', referenceTranslations));

  it.each([
    [0, '0 mois', '0 an', '0 jour'],
    [1, '1 mois', '1 an', '1 jour'],
    [2, '2 mois', '2 ans', '2 jours'],
  ])('%i: %s, %s, %s', (count, months, years, days) => {
    expect(ageLabel(`M${count}`, t)).toBe(months);
    expect(ageLabel(`Y${count}`, t)).toBe(years);
    expect(t('REFERENCE.SPECIALTY.DAYS', { count })).toBe(days);
  });
});

describe('ages and reminders in English', () => {
  beforeAll(() => setupI18n('en', referenceTranslations));

  it.each([
    [1, '1 year', '1 day'],
    [2, '2 years', '2 days'],
  ])('%i: %s, %s', (count, years, days) => {
    expect(ageLabel(`Y${count}`, t)).toBe(years);
    expect(t('REFERENCE.SPECIALTY.DAYS', { count })).toBe(days);
  });
});
