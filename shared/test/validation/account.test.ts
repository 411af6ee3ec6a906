import { ACCOUNT_FIELD_KEYS } from '@evax/shared/contract';
import {
  isOtpCode,
  isValidEmail,
  isValidPhone,
  nameErrors,
  newPasswordErrors,
  normalizePhone,
  validateAccountInformation,
  validatePasswordChange,
  validatePersonalInformation,
  validateRegistration,
  validateUserCreation,
} from '@evax/shared/validation';

const REQUIRED = { code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' };

describe('phone numbers (spec 3 §5: optional prefix, then 2, 3 and 3 digits)', () => {
  test.each([
    ['20 123 456', '+216 20 123 456'],
    ['20123456', '+216 20 123 456'],
    ['+216 20 123 456', '+216 20 123 456'],
    ['+21620123456', '+216 20 123 456'],
    ['0021620123456', '+216 20 123 456'],
    ['216-20-123-456', '+216 20 123 456'],
    ['20.123.456', '+216 20 123 456'],
    ['+33 61 234 567', '+33 61 234 567'],
  ])('%s is %s', (typed, stored) => {
    expect(isValidPhone(typed)).toBe(true);
    expect(normalizePhone(typed)).toBe(stored);
  });

  test.each(['', '2012345', '20 1234 56', '+216 2 0123 456', 'phone', '20 123 456 7'])('%s is refused', (typed) => {
    expect(isValidPhone(typed)).toBe(false);
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe('account forms (spec 3 §5)', () => {
  test('e-mail: valid, 100 characters at most', () => {
    expect(isValidEmail('amel.trabelsi@sante.gov.tn')).toBe(true);
    for (const bad of ['amel', 'amel@', '@sante.tn', 'amel@sante', 'a b@sante.tn', `${'a'.repeat(92)}@sante.tn`]) expect(isValidEmail(bad)).toBe(false);
  });

  test('account information: e-mail, user name (150 at most) and current password required; PATCH judges what is sent', () => {
    expect(validateAccountInformation({})).toEqual({ email: [REQUIRED], username: [REQUIRED], currentPassword: [REQUIRED] });
    expect(validateAccountInformation({ email: 'x@y.tn', username: 'u'.repeat(151), currentPassword: 'p' })).toEqual({
      username: [{ code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 150 } }],
    });
    expect(validateAccountInformation({ email: 'nope', currentPassword: 'p' }, { partial: true })).toEqual({
      email: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.email }],
    });
    expect(validateAccountInformation({ email: 'x@y.tn', username: 'amel.t', currentPassword: 'p' })).toEqual({});
  });

  test('personal information: names 2 to 200 once trimmed, current password 2 to 200', () => {
    expect(nameErrors(' A ')).toEqual([{ code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 2 } }]);
    expect(nameErrors('   ')).toEqual([{ code: 'blank', key: 'ERROR.CODE.VALIDATION.BLANK' }]);
    expect(nameErrors('ب'.repeat(201))).toEqual([{ code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 200 } }]);
    expect(
      validatePersonalInformation({ firstNameFr: 'Amel', lastNameFr: 'Trabelsi', firstNameAr: 'أمل', lastNameAr: 'الطرابلسي', currentPassword: 'pw' }),
    ).toEqual({});
    expect(validatePersonalInformation({ firstNameFr: 'Amel', currentPassword: 'p' }, { partial: true })).toEqual({
      currentPassword: [{ code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 2 } }],
    });
    expect(Object.keys(validatePersonalInformation({ currentPassword: 'pw' }))).toEqual(['firstNameFr', 'lastNameFr', 'firstNameAr', 'lastNameAr']);
  });

  test('password change: current (3 at least), new strong, 50 at most and different, confirmation equal', () => {
    expect(validatePasswordChange({})).toEqual({ currentPassword: [REQUIRED], newPassword: [REQUIRED], confirmPassword: [REQUIRED] });
    expect(validatePasswordChange({ currentPassword: 'Old-Pass-1', newPassword: 'New-Pass-1', confirmPassword: 'New-Pass-1' })).toEqual({});
    expect(validatePasswordChange({ currentPassword: 'Old-Pass-1', newPassword: 'Old-Pass-1', confirmPassword: 'Old-Pass-1' }).newPassword).toEqual([
      { code: 'invalid', key: ACCOUNT_FIELD_KEYS.sameAsCurrentPassword },
    ]);
    expect(validatePasswordChange({ currentPassword: 'ab', newPassword: 'New-Pass-1', confirmPassword: 'New-Pass-2' })).toEqual({
      currentPassword: [{ code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 3 } }],
      confirmPassword: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.passwordMismatch }],
    });
    for (const weak of ['Sh-1a', 'nouppercase-1', 'NOLOWERCASE-1', 'No-Digits-Here', 'NoSpecial123', 'With Space-1a']) {
      expect(newPasswordErrors(weak)).toEqual([{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.weakPassword }]);
    }
    expect(newPasswordErrors(`Aa1-${'x'.repeat(47)}`)).toEqual([{ code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 50 } }]);
  });

  test('registration: every field, and the professional-body number for private professionals', () => {
    const values = {
      username: 'mariem.h',
      email: 'mariem@example.tn',
      password: 'Register-Me-1',
      firstNameFr: 'Mariem',
      lastNameFr: 'Haddad',
      firstNameAr: 'مريم',
      lastNameAr: 'الحداد',
      phone: '71 300 001',
    };
    expect(validateRegistration(values)).toEqual({});
    expect(validateRegistration(values, { withCnomNumber: true })).toEqual({ cnomNumber: [REQUIRED] });
    expect(validateRegistration({ ...values, username: 'mariem h', phone: '71' })).toEqual({
      username: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.username }],
      phone: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.phone }],
    });
  });

  test('one-time codes are digits only, 6 of them', () => {
    expect(isOtpCode('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', ' 123456']) expect(isOtpCode(bad)).toBe(false);
  });
});

describe('validateUserCreation', () => {
  const good = {
    username: 'nouvel.agent',
    password: 'Premier-Mot2passe!',
    firstNameFr: 'Nour',
    lastNameFr: 'Ben Salah',
    firstNameAr: 'نور',
    lastNameAr: 'بن صالح',
  };
  test('names and a strong password are enough; e-mail and phone are optional', () => {
    expect(validateUserCreation(good)).toEqual({});
    expect(validateUserCreation({ ...good, email: null, phone: '' })).toEqual({});
  });
  test('a weak password, a bad e-mail or phone, two default structures are refused', () => {
    const errors = validateUserCreation({ ...good, password: 'motdepasse', email: 'x@', phone: '12', structures: [{ isDefault: true }, { isDefault: true }] });
    expect(Object.keys(errors).sort()).toEqual(['email', 'password', 'phone', 'structures']);
    expect(errors.password![0]!.key).toBe('ERROR.CODE.VALIDATION.WEAK_PASSWORD');
  });
});
