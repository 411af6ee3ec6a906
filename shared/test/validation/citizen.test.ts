import { CITIZEN_FIELD_KEYS } from '../../src/contract/citizen/types';
import { birthDateErrors, childErrors, evaxNumberErrors, parentErrors } from '../../src/validation/citizen';
import { evaxNumberFrom } from '../../src/validation/evax-number';

const child = {
  firstNameFr: 'Yassine',
  lastNameFr: 'Trabelsi',
  firstNameAr: 'ياسين',
  lastNameAr: 'الطرابلسي',
  birthDate: '2025-03-01',
  gender: 'male' as const,
};
const parent = { firstNameFr: 'Sami', lastNameFr: 'Trabelsi', firstNameAr: 'سامي', lastNameAr: 'الطرابلسي', nationalId: '01234567' };

describe('citizen rules', () => {
  test('a good child and parent have no error', () => {
    expect(childErrors(child, { today: '2026-01-01' })).toEqual({});
    expect(parentErrors(parent)).toEqual({});
  });

  test('names in the right script, also the optional ones when given', () => {
    const errors = childErrors(
      { ...child, firstNameAr: 'Yassine', lastNameFr: 'ياسين', motherFirstNameAr: 'Amel', motherFirstNameFr: '' },
      { today: '2026-01-01' },
    );
    expect(Object.keys(errors).sort()).toEqual(['firstNameAr', 'lastNameFr', 'motherFirstNameAr']);
  });

  test('birth date on or before today', () => {
    expect(birthDateErrors('2026-01-01', '2026-01-01')).toEqual([]);
    expect(birthDateErrors('2026-01-02', '2026-01-01')[0]!.key).toBe(CITIZEN_FIELD_KEYS.birthDateFuture);
    expect(birthDateErrors(undefined)[0]!.code).toBe('required');
  });

  test('foreign children are of another nationality; the others Tunisian', () => {
    expect(childErrors({ ...child, nationality: 'FR' }, { foreign: true, today: '2026-01-01' })).toEqual({});
    expect(childErrors(child, { foreign: true, today: '2026-01-01' }).nationality![0]!.key).toBe(CITIZEN_FIELD_KEYS.foreignNationality);
    expect(childErrors({ ...child, nationality: 'FR' }, { today: '2026-01-01' }).nationality![0]!.key).toBe(CITIZEN_FIELD_KEYS.tunisianNationality);
  });

  test('a parent needs an identity paper, and a valid phone when given', () => {
    expect(parentErrors({ ...parent, nationalId: null }).nationalId![0]!.key).toBe(CITIZEN_FIELD_KEYS.identityPaperRequired);
    expect(parentErrors({ ...parent, nationalId: null, passportNumber: 'X123' })).toEqual({});
    expect(parentErrors({ ...parent, phone: '12' }).phone).toBeDefined();
    expect(parentErrors({ ...parent, phone: '20 123 456' })).toEqual({});
  });

  test('a typed evax number is checked before any look-up', () => {
    const good = evaxNumberFrom('12345678');
    expect(evaxNumberErrors(good)).toEqual([]);
    expect(evaxNumberErrors(`${good.slice(0, 8)}${(Number(good[8]) + 1) % 10}`)[0]!.key).toBe(CITIZEN_FIELD_KEYS.evaxNumberInvalid);
  });
});
