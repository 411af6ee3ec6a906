import {
  hasDirectionControl,
  isArabicOnlyText,
  isArabicText,
  isArabicWithAsterisk,
  nameErrors,
  validatePersonalInformation,
  validateRegistration,
  validateUserCreation,
} from '@evax/shared/validation';

const INVALID = { code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID' };
const ARABIC_ONLY = { code: 'invalid', key: 'ERROR.CODE.VALIDATION.ARABIC_ONLY' };
const FRENCH = { code: 'invalid', key: 'ERROR.CODE.VALIDATION.FRENCH' };
const CONTROLS = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('direction control characters', () => {
  test('marks, embeddings, overrides and isolates are found; letters, joiners and tatweel are not', () => {
    for (const control of CONTROLS) expect([control.codePointAt(0), hasDirectionControl(`نور${control}`)]).toEqual([control.codePointAt(0), true]);
    for (const text of ['نور', 'Amel', 'بن‌صالح', 'محـمد', "L'œuf"]) expect(hasDirectionControl(text)).toBe(false);
  });

  test('the Arabic text rules refuse them (the Arabic letter mark is of the Arabic script)', () => {
    expect(isArabicOnlyText('نور\u061C')).toBe(false);
    expect(isArabicText('نعم\u061C')).toBe(false);
    expect(isArabicWithAsterisk('نور*\u061C')).toBe(false);
    expect(isArabicOnlyText('نور')).toBe(true);
  });
});

describe('nameErrors with a language', () => {
  test('Arabic names: Arabic letters and spaces only', () => {
    for (const ok of ['نور', 'بن صالح', 'الطرابلسي', 'مُنى']) expect(nameErrors(ok, 'ar')).toEqual([]);
    for (const bad of ['Nour', 'نور Nour', '<b>نور</b>', "نور'; DROP TABLE app_user; --", 'نور 2', 'نور ٢'])
      expect([bad, nameErrors(bad, 'ar')]).toEqual([bad, [ARABIC_ONLY]]);
  });

  test('French names: the French text rule', () => {
    for (const ok of ['Nour', 'Ben Salah', "N'Diaye", 'Jean-Pierre', 'Zoé']) expect(nameErrors(ok, 'fr')).toEqual([]);
    for (const bad of ['نور', '<script>alert(1)</script>', "x' OR 1=1 --", 'Amel;']) expect([bad, nameErrors(bad, 'fr')]).toEqual([bad, [FRENCH]]);
  });

  test('a direction control is refused in any name, with or without a language', () => {
    for (const control of CONTROLS) {
      expect(nameErrors(`Amel${control}`, 'fr')).toEqual([INVALID]);
      expect(nameErrors(`أمل${control}`, 'ar')).toEqual([INVALID]);
      expect(nameErrors(`Amel${control}`)).toEqual([INVALID]);
    }
  });

  test('lengths come first; without a language any script passes', () => {
    expect(nameErrors('ن', 'ar')).toEqual([{ code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 2 } }]);
    expect(nameErrors('Nour')).toEqual([]);
  });

  test('the forms’ validations judge each name in its language', () => {
    const names = { firstNameFr: 'نور', lastNameFr: 'Ben\u202ESalah', firstNameAr: 'Nour', lastNameAr: 'بن صالح' };
    const expected = { firstNameFr: [FRENCH], lastNameFr: [INVALID], firstNameAr: [ARABIC_ONLY] };
    expect(validatePersonalInformation({ ...names, currentPassword: 'pw' })).toEqual(expected);
    expect(validateRegistration({ ...names, username: 'nour', email: 'nour@example.tn', password: 'Motdepasse1!', phone: '20 123 456' })).toEqual(expected);
    expect(validateUserCreation({ ...names, username: 'nour', password: 'Motdepasse1!' })).toEqual(expected);
  });
});
