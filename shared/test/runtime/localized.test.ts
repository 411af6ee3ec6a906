import { formatDate, inLanguage, localizedName, personName } from '@evax/shared/runtime';

describe('localized values', () => {
  const person = { firstNameFr: 'Amel', lastNameFr: 'Ben Salah', firstNameAr: 'أمل', lastNameAr: 'بن صالح' };

  it('names in Arabic when the language is Arabic, in French otherwise', () => {
    expect(personName(person, 'ar')).toBe('أمل بن صالح');
    expect(personName(person, 'fr')).toBe('Amel Ben Salah');
    expect(personName(person, 'en')).toBe('Amel Ben Salah');
    expect(localizedName({ nameFr: 'Tunis', nameAr: 'تونس' }, 'ar')).toBe('تونس');
    expect(localizedName(null, 'fr')).toBe('');
  });

  it('falls back to the other language when one name is missing', () => {
    expect(personName({ ...person, firstNameAr: '', lastNameAr: '' }, 'ar')).toBe('Amel Ben Salah');
  });

  it('a bilingual value in the page language: Arabic on Arabic pages, French otherwise, each falling back to the other', () => {
    expect(inLanguage('ar', 'Vaccin rotavirus oral', 'لقاح فيروس الروتا الفموي')).toBe('لقاح فيروس الروتا الفموي');
    expect(inLanguage('fr', 'Vaccin rotavirus oral', 'لقاح فيروس الروتا الفموي')).toBe('Vaccin rotavirus oral');
    expect(inLanguage('en', 'Vaccin rotavirus oral', 'لقاح فيروس الروتا الفموي')).toBe('Vaccin rotavirus oral');
    expect(inLanguage('ar', 'Vaccin rotavirus oral', null)).toBe('Vaccin rotavirus oral');
    expect(inLanguage('ar', 'Vaccin rotavirus oral', '')).toBe('Vaccin rotavirus oral');
    expect(inLanguage('fr', null, 'لقاح')).toBe('لقاح');
    expect(inLanguage('fr', null, undefined)).toBe('');
  });

  it('formats dates as DD/MM/YYYY', () => {
    expect(formatDate('2024-03-07')).toBe('07/03/2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
