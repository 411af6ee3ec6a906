import { REFERENCE_LIMITS } from '@evax/shared/contract';
import { validateDci, validateSpecialty } from '@evax/shared/validation';

const codes = (errors: Record<string, { code: string }[]>) => Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list[0]!.code]));

describe('DCI form rules', () => {
  it('asks for a name, a type and a category; accepts a good DCI', () => {
    expect(codes(validateDci({ name: '  ', vaccineType: '', vaccineCategory: null }))).toEqual({
      name: 'required',
      vaccineType: 'required',
      vaccineCategory: 'required',
    });
    expect(validateDci({ name: 'BCG', vaccineType: 'live_attenuated', vaccineCategory: 'routine', ageRange: ['B'] })).toEqual({});
  });

  it('judges the name normalised, within the API limits, and the choices against the known ones', () => {
    expect(codes(validateDci({ name: ' a  ', vaccineType: 'other', vaccineCategory: 'routine' }))).toEqual({
      name: 'too_short',
      vaccineType: 'invalid_choice',
    });
    expect(codes(validateDci({ name: 'x'.repeat(REFERENCE_LIMITS.nameMax + 1), vaccineType: 'toxoid', vaccineCategory: 'routine' }))).toEqual({
      name: 'too_long',
    });
    expect(validateDci({ name: 'a  b', vaccineType: 'toxoid', vaccineCategory: 'routine' })).toEqual({});
    const ages = Array.from({ length: REFERENCE_LIMITS.ageRangeMax + 1 }, (_, index) => `M${index}`);
    expect(codes(validateDci({ name: 'BCG', vaccineType: 'toxoid', vaccineCategory: 'routine', ageRange: ages }))).toEqual({ ageRange: 'too_long' });
  });
});

describe('specialty form rules', () => {
  const good = { dci: 4, pctCode: '654321', commercialName: 'Verorab', manufacturer: 'Sanofi', label: '', reminder: 365 };

  it('asks for the DCI, the PCT code, the commercial name and the manufacturer', () => {
    expect(codes(validateSpecialty({ dci: null, pctCode: ' ', commercialName: '', manufacturer: '' }))).toEqual({
      dci: 'required',
      pctCode: 'required',
      commercialName: 'required',
      manufacturer: 'required',
    });
    expect(codes(validateSpecialty({ ...good, dci: '' }))).toEqual({ dci: 'required' });
    expect(validateSpecialty(good)).toEqual({});
    expect(validateSpecialty({ ...good, reminder: null })).toEqual({});
  });

  it('refuses a PCT code that is not 5 to 10 digits, a long label, a reminder out of range', () => {
    expect(codes(validateSpecialty({ ...good, pctCode: '1234' }))).toEqual({ pctCode: 'invalid' });
    expect(codes(validateSpecialty({ ...good, label: 'x'.repeat(REFERENCE_LIMITS.labelMax + 1) }))).toEqual({ label: 'too_long' });
    expect(codes(validateSpecialty({ ...good, reminder: REFERENCE_LIMITS.reminderMinDays - 1 }))).toEqual({ reminder: 'min_value' });
    expect(codes(validateSpecialty({ ...good, reminder: REFERENCE_LIMITS.reminderMaxDays + 1 }))).toEqual({ reminder: 'max_value' });
    expect(codes(validateSpecialty({ ...good, reminder: 1.5 }))).toEqual({ reminder: 'invalid' });
  });
});
