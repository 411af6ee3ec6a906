import {
  ACCOUNT_ERROR_KEYS,
  ACCOUNT_FIELD_KEYS,
  CATALOGUE_ERROR_KEYS,
  CITIZEN_ERROR_KEYS,
  CITIZEN_FIELD_KEYS,
  ERROR_KEY_BY_CODE,
  ERROR_KEYS,
  FIELD_ERROR_CODES,
  HTTP_ERROR_KEYS,
  LANGUAGES,
  VACCINATION_ERROR_KEYS,
  VACCINATION_FIELD_KEYS,
} from '@evax/shared/contract';
import { RULE_MESSAGES } from '@evax/shared/validation';
import { findTranslationGaps, flattenTranslations } from '@evax/shared/runtime';
import { loadUiTranslations } from '@evax/shared/ui/shell';
import { uiTranslations } from '@evax/shared/ui/translations';

describe('shared widget translations', () => {
  it('have every key in fr, ar and en', () => {
    expect(findTranslationGaps(uiTranslations)).toEqual([]);
  });

  it("cover every error key of the catalogue (codes, account, spec 3 §8), so the server's keys always translate", () => {
    const contractKeys = [
      ...Object.values(ERROR_KEYS),
      ...Object.values(ERROR_KEY_BY_CODE),
      ...Object.values(HTTP_ERROR_KEYS),
      ...Object.values(FIELD_ERROR_CODES),
      ...Object.values(ACCOUNT_ERROR_KEYS),
      ...Object.values(ACCOUNT_FIELD_KEYS),
      ...Object.values(CATALOGUE_ERROR_KEYS),
      ...Object.values(CITIZEN_ERROR_KEYS),
      ...Object.values(CITIZEN_FIELD_KEYS),
      ...Object.values(VACCINATION_ERROR_KEYS),
      ...Object.values(VACCINATION_FIELD_KEYS),
    ];
    for (const language of LANGUAGES) {
      const keys = flattenTranslations(uiTranslations[language]);
      expect(contractKeys.filter((key) => !keys.has(key))).toEqual([]);
    }
  });
});

describe('form rule messages', () => {
  it('every rule message key has a text in fr, ar and en', () => {
    const ruleKeys = Object.values(RULE_MESSAGES);
    for (const language of LANGUAGES) {
      const keys = flattenTranslations(uiTranslations[language]);
      expect(ruleKeys.filter((key) => !keys.get(key)?.trim())).toEqual([]);
    }
  });

  it("the date message is the spec's sentence in English", () => {
    expect(flattenTranslations(uiTranslations.en).get(RULE_MESSAGES.dateFormat)).toBe('Invalid date format. Please use DD/MM/YYYY.');
  });
});

describe("the active language's texts alone", () => {
  it.each(LANGUAGES)('loadUiTranslations(%s) gives that language of the kit, all of it', async (language) => {
    expect(await loadUiTranslations(language)).toEqual(uiTranslations[language]);
  });
});
