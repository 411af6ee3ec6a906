import { ACCOUNT_FIELD_KEYS } from '@evax/shared/contract';
import { RULE_MESSAGES, validateRole, validateUserCreation, validateUserUpdate } from '@evax/shared/validation';

const NAMES = { firstNameFr: 'Nour', lastNameFr: 'Ben Salah', firstNameAr: 'نور', lastNameAr: 'بن صالح' };

describe('a user an administrator creates or edits (spec 3 §3 User, §5)', () => {
  test('without a password (the API makes a temporary one); the other phones, fax and address optional but checked', () => {
    expect(validateUserCreation({ username: 'agent.x', ...NAMES })).toEqual({});
    expect(validateUserCreation({ username: 'agent.x', ...NAMES, alternatePhone: '71 222 333', fax: '', address: '3 rue de Tunis' })).toEqual({});
    const errors = validateUserCreation({ username: 'agent.x', ...NAMES, alternatePhone: '12', fax: 'fax', address: 'x'.repeat(301) });
    expect(Object.keys(errors).sort()).toEqual(['address', 'alternatePhone', 'fax']);
    expect(errors.alternatePhone![0]!.key).toBe(ACCOUNT_FIELD_KEYS.phone);
    expect(errors.address![0]!.code).toBe('too_long');
  });

  test('an edit judges the fields sent only, by the same rules', () => {
    expect(validateUserUpdate({ lastNameFr: 'Ben Youssef' })).toEqual({});
    const errors = validateUserUpdate({ firstNameAr: 'Latin', email: 'x@' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstNameAr']);
    expect(errors.firstNameAr![0]!.key).toBe(RULE_MESSAGES.arabicOnly);
    expect(validateUserUpdate({ username: '' }).username![0]!.code).toBe('required');
  });
});

describe('a role (spec 3 §3 Role)', () => {
  const good = { code: 'lecteur_users', nameFr: 'Lecteur des utilisateurs', nameAr: 'قارئ المستخدمين' };
  test('a code of letters, digits and underscores, its names in French and Arabic', () => {
    expect(validateRole(good)).toEqual({});
    const errors = validateRole({ code: '9 lecteur', nameFr: 'عربي', nameAr: 'Latin' });
    expect(errors.code![0]!.code).toBe('invalid');
    expect(errors.nameFr![0]!.key).toBe(RULE_MESSAGES.french);
    expect(errors.nameAr![0]!.key).toBe(RULE_MESSAGES.arabicOnly);
    expect(validateRole({ ...good, code: 'X'.repeat(51) }).code![0]!.code).toBe('too_long');
  });
  test('partial: only the fields sent', () => {
    expect(validateRole({ nameFr: 'Nouveau nom' }, { partial: true })).toEqual({});
    expect(Object.keys(validateRole({}, { partial: false })).sort()).toEqual(['code', 'nameAr', 'nameFr']);
  });
});
