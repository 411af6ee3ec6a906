import { browserPage, changeLanguage, currentLanguage, i18n, initI18n, storedLanguage, throwTranslationErrors } from '@evax/shared/runtime';
import dayjs from 'dayjs';

describe('i18n', () => {
  beforeAll(() => {
    initI18n({ fr: { HELLO: 'Bonjour', ONLY_FR: 'Seulement' }, ar: { HELLO: 'مرحبا' }, en: { HELLO: 'Hello' } });
  });

  it('starts in French by default', () => {
    expect(storedLanguage()).toBe('fr');
    expect(currentLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('switches to Arabic right-to-left, stores the choice and reloads', () => {
    const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);

    changeLanguage('ar');

    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(dayjs.locale()).toBe('ar-tn');
    expect(reload).toHaveBeenCalledTimes(1);
    changeLanguage('fr');
  });

  it('reads an unknown stored language as French', () => {
    localStorage.setItem('i18nextLng', 'de');
    expect(storedLanguage()).toBe('fr');
  });

  it('tolerates a missing key: French text, else the key', async () => {
    await i18n.changeLanguage('ar');
    expect(i18n.t('HELLO')).toBe('مرحبا');
    expect(i18n.t('ONLY_FR')).toBe('Seulement');
    expect(i18n.t('NOWHERE.AT_ALL')).toBe('NOWHERE.AT_ALL');
    await i18n.changeLanguage('fr');
  });

  it('throws any other translation error', () => {
    expect(() => throwTranslationErrors(null)).not.toThrow();
    expect(() => throwTranslationErrors([])).not.toThrow();
    expect(() => throwTranslationErrors([new Error('failed loading ar')])).toThrow('Translation error: failed loading ar');
  });
});
