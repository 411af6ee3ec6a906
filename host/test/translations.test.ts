import path from 'node:path';
import { findTranslationGaps, mergeTranslations } from '@evax/shared/runtime';
import { uiTranslations } from '@evax/shared/ui/translations';
import { translationKeysUsedIn, untranslatedKeys } from '../../shared/jest/translation-keys';
import { shellTranslations } from '../src/i18n';
import { loadShellTranslations } from '../src/i18n/load-shell-translations';
import { statisticsAr } from '../src/statistics/i18n/statistics.ar';
import { statisticsEn } from '../src/statistics/i18n/statistics.en';
import { statisticsFr } from '../src/statistics/i18n/statistics.fr';

/** The home statistics' texts: a bundle of their own, loaded with their chunk. */
const statisticsTranslations = { fr: statisticsFr, ar: statisticsAr, en: statisticsEn };

describe('shell translations', () => {
  it('have every key in fr, ar and en', () => {
    expect(findTranslationGaps(shellTranslations)).toEqual([]);
    expect(findTranslationGaps(statisticsTranslations)).toEqual([]);
  });

  it('translate every key the shell uses', () => {
    const source = path.join(__dirname, '../src');
    expect(translationKeysUsedIn(source)).toContain('MENU.HOME');
    expect(untranslatedKeys(source, mergeTranslations(uiTranslations, shellTranslations, statisticsTranslations))).toEqual([]);
  });

  it('leave the error codes to the one catalogue of @evax/shared/ui', () => {
    for (const language of ['fr', 'ar', 'en'] as const) expect(shellTranslations[language]).not.toHaveProperty('ERROR.CODE');
  });

  it("say the forbidden page's sentence of the spec", () => {
    expect(shellTranslations.en).toMatchObject({ ERROR: { FORBIDDEN: { DESC: "We're sorry, but you don't have access to this page" } } });
  });
});

describe("the active language's texts alone", () => {
  it.each(['fr', 'ar', 'en'] as const)("loadShellTranslations(%s) gives that language of the shell's texts, all of them", async (language) => {
    expect(await loadShellTranslations(language)).toEqual(shellTranslations[language]);
  });
});
