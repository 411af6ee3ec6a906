import * as yup from 'yup';
import {
  arrayProblem,
  arraySchema,
  clampText,
  dateRangeProblem,
  digitsOnly,
  fileOrStringSchema,
  formatTime,
  formMessage,
  isAcceptedFileType,
  isAlphanumeric,
  isArabicWithAsterisk,
  isFileOrString,
  isLettersOnly,
  isValidTime,
  isValidUrl,
  numberSchema,
  parseStrictDate,
  parseTime,
  isValidTime24,
  readFormMessage,
  RULE_MESSAGES,
  satisfiesSumRule,
  sumRuleTest,
  yupRules,
} from '@evax/shared/validation';

async function messageOf(schema: yup.Schema, value: unknown): Promise<string | null> {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
}

describe('pure rules', () => {
  it('Arabic with asterisk: Arabic letters, spaces and *, no digits or Latin', () => {
    expect(isArabicWithAsterisk('محمد *')).toBe(true);
    expect(isArabicWithAsterisk('محمد')).toBe(true);
    expect(isArabicWithAsterisk('***')).toBe(false);
    expect(isArabicWithAsterisk('محمد 3')).toBe(false);
    expect(isArabicWithAsterisk('محمد ٣')).toBe(false);
    expect(isArabicWithAsterisk('محمد a')).toBe(false);
  });

  it('letters only: any script, single spaces between words', () => {
    expect(isLettersOnly('Éloïse')).toBe(true);
    expect(isLettersOnly('Jean Marc')).toBe(true);
    expect(isLettersOnly('سارة')).toBe(true);
    expect(isLettersOnly('Jean-Marc')).toBe(false);
    expect(isLettersOnly('Jean2')).toBe(false);
    expect(isLettersOnly(' Jean')).toBe(false);
    expect(isLettersOnly('')).toBe(false);
  });

  it('alphanumeric: letters and digits only', () => {
    expect(isAlphanumeric('AB12')).toBe(true);
    expect(isAlphanumeric('أ1')).toBe(true);
    expect(isAlphanumeric('AB 12')).toBe(false);
    expect(isAlphanumeric('AB-12')).toBe(false);
    expect(isAlphanumeric('')).toBe(false);
  });

  it('URL: http or https with a dotted host', () => {
    expect(isValidUrl('https://sante.gov.tn/x?y=1')).toBe(true);
    expect(isValidUrl('http://a.tn')).toBe(true);
    expect(isValidUrl('ftp://a.tn')).toBe(false);
    expect(isValidUrl('https://localhost')).toBe(false);
    expect(isValidUrl('sante.gov.tn')).toBe(false);
  });

  it('file or string: a named sized object or a non-blank address', () => {
    expect(isFileOrString({ name: 'a.pdf', size: 0 })).toBe(true);
    expect(isFileOrString('/media/a.pdf')).toBe(true);
    expect(isFileOrString('  ')).toBe(false);
    expect(isFileOrString({ name: 'a.pdf' })).toBe(false);
    expect(isFileOrString(null)).toBe(false);
    expect(isFileOrString(12)).toBe(false);
  });

  it('array check with bounds', () => {
    expect(arrayProblem([1, 2])).toBeNull();
    expect(arrayProblem('x')).toBe('array');
    expect(arrayProblem([], { min: 1 })).toBe('arrayMin');
    expect(arrayProblem([1], { min: 1, max: 1 })).toBeNull();
    expect(arrayProblem([1, 2], { max: 1 })).toBe('arrayMax');
  });

  it('80 % sum rule: the parts add up to the total and the first is at least 80 % of it', () => {
    expect(satisfiesSumRule(80, 20, 100)).toBe(true);
    expect(satisfiesSumRule(100, 0, 100)).toBe(true);
    expect(satisfiesSumRule(79, 21, 100)).toBe(false);
    expect(satisfiesSumRule(80, 19, 100)).toBe(false);
    expect(satisfiesSumRule(0.8, 0.2, 1)).toBe(true);
    expect(satisfiesSumRule(0.24, 0.06, 0.3)).toBe(true);
    expect(satisfiesSumRule(-10, 110, 100)).toBe(false);
    expect(satisfiesSumRule(NaN, 0, 0)).toBe(false);
    expect(satisfiesSumRule(50, 50, 100, 0.5)).toBe(true);
  });

  it('digits only and the 256 default maximum length', () => {
    expect(digitsOnly('a1-2 3٤')).toBe('123');
    expect(clampText('x'.repeat(300))).toHaveLength(256);
    expect(clampText('x'.repeat(256))).toHaveLength(256);
    expect(clampText('abcdef', 3)).toBe('abc');
  });

  it('strict DD/MM/YYYY dates', () => {
    expect(parseStrictDate('29/02/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseStrictDate('29/02/2023')).toBeNull();
    expect(parseStrictDate('31/04/2024')).toBeNull();
    expect(parseStrictDate('1/02/2024')).toBeNull();
    expect(parseStrictDate('01/13/2024')).toBeNull();
    expect(parseStrictDate('00/01/2024')).toBeNull();
    expect(parseStrictDate('2024-02-01')).toBeNull();
    expect(parseStrictDate('01/02/24')).toBeNull();
    expect(parseStrictDate('31/12/1999')).toEqual({ year: 1999, month: 12, day: 31 });
  });

  it('a date range cannot end after today, nor start after its end', () => {
    const today = { year: 2026, month: 11, day: 22 };
    expect(dateRangeProblem({ year: 2026, month: 1, day: 1 }, today, today)).toBeNull();
    expect(dateRangeProblem({ year: 2026, month: 1, day: 1 }, { year: 2026, month: 11, day: 23 }, today)).toBe('dateRangeFuture');
    expect(dateRangeProblem({ year: 2026, month: 2, day: 1 }, { year: 2026, month: 1, day: 1 }, today)).toBe('order');
  });

  it('time: two-digit hour up to 12, two-digit minute up to 59', () => {
    expect(isValidTime('12', '59')).toBe(true);
    expect(isValidTime('00', '00')).toBe(true);
    expect(isValidTime('13', '00')).toBe(false);
    expect(isValidTime('9', '00')).toBe(false);
    expect(isValidTime('09', '60')).toBe(false);
    expect(isValidTime('09', '5')).toBe(false);
    expect(formatTime({ hour: '09', minute: '05', period: 'PM' })).toBe('09:05 PM');
    expect(formatTime({ hour: '19', minute: '05', period: 'PM' })).toBeNull();
    expect(parseTime('11:30 AM')).toEqual({ hour: '11', minute: '30', period: 'AM' });
    expect(parseTime('13:30 AM')).toBeNull();
  });

  it('a 24-hour time: HH up to 23, MM up to 59, two digits each, no period', () => {
    expect(isValidTime24('00:00')).toBe(true);
    expect(isValidTime24('23:59')).toBe(true);
    expect(isValidTime24('14:30')).toBe(true);
    expect(isValidTime24('24:00')).toBe(false);
    expect(isValidTime24('09:60')).toBe(false);
    expect(isValidTime24('9:30')).toBe(false);
    expect(isValidTime24('09:30 PM')).toBe(false);
  });

  it('accepted file types by extension, exact type or family', () => {
    const pdf = { name: 'A.PDF', type: 'application/pdf' };
    expect(isAcceptedFileType(pdf, '.pdf')).toBe(true);
    expect(isAcceptedFileType(pdf, 'image/*')).toBe(false);
    expect(isAcceptedFileType({ name: 'x.png', type: 'image/png' }, 'image/*,.pdf')).toBe(true);
    expect(isAcceptedFileType(pdf, 'application/pdf')).toBe(true);
    expect(isAcceptedFileType(pdf, undefined)).toBe(true);
  });
});

describe('form messages', () => {
  it('are a key alone, or a JSON descriptor with parameters, and read back either way', () => {
    expect(formMessage('K')).toBe('K');
    expect(readFormMessage(formMessage('K', { min: 2 }))).toEqual({ key: 'K', params: { min: 2 } });
    expect(readFormMessage('Plain text')).toEqual({ key: 'Plain text' });
    expect(readFormMessage('{not json')).toEqual({ key: '{not json' });
  });
});

describe('yup wrappers', () => {
  const str = () => yup.string();

  it('required answers ERROR.CODE.VALIDATION.REQUIRED', async () => {
    expect(RULE_MESSAGES.required).toBe('ERROR.CODE.VALIDATION.REQUIRED');
    expect(await messageOf(yupRules.required(str()), '')).toBe('ERROR.CODE.VALIDATION.REQUIRED');
    expect(await messageOf(yupRules.required(str()), 'x')).toBeNull();
  });

  it('length rules carry their bound', async () => {
    expect(readFormMessage((await messageOf(yupRules.min(3)(str()), 'ab'))!)).toEqual({ key: RULE_MESSAGES.min, params: { min: 3 } });
    expect(await messageOf(yupRules.min(3)(str()), 'abc')).toBeNull();
    expect(readFormMessage((await messageOf(yupRules.max(3)(str()), 'abcd'))!)).toEqual({ key: RULE_MESSAGES.max, params: { max: 3 } });
    expect(readFormMessage((await messageOf(yupRules.length(4)(str()), 'abc'))!)).toEqual({ key: RULE_MESSAGES.length, params: { length: 4 } });
    expect(await messageOf(yupRules.length(4)(str()), 'abcd')).toBeNull();
  });

  it.each([
    ['email', yupRules.email, 'a@b.tn', 'a@b', RULE_MESSAGES.email],
    ['url', yupRules.url, 'https://a.tn', 'a.tn', RULE_MESSAGES.url],
    ['phone', yupRules.phone, '+216 20 123 456', '2012345', RULE_MESSAGES.phone],
    ['arabicOnly', yupRules.arabicOnly, 'سارة', 'سارة 2', RULE_MESSAGES.arabicOnly],
    ['arabicWithAsterisk', yupRules.arabicWithAsterisk, 'سارة *', 'Sara *', RULE_MESSAGES.arabicWithAsterisk],
    ['french', yupRules.french, "L'Ariana 2", 'أريانة', RULE_MESSAGES.french],
    ['lettersOnly', yupRules.lettersOnly, 'Sara', 'Sara2', RULE_MESSAGES.lettersOnly],
    ['alphanumeric', yupRules.alphanumeric, 'Sara2', 'Sara 2', RULE_MESSAGES.alphanumeric],
    ['strongPassword', yupRules.strongPassword, 'Evax-Demo-2026', 'evaxdemo', RULE_MESSAGES.strongPassword],
    ['date', yupRules.date, '01/02/2024', '1/2/2024', 'ERROR.DATE_FORMAT'],
    ['pattern', yupRules.pattern(/^\d{3}$/), '123', '12a', RULE_MESSAGES.pattern],
  ])('%s passes a good value, refuses a bad one and lets an empty one through', async (_name, rule, good, bad, key) => {
    const schema = rule(str());
    expect(await messageOf(schema, good)).toBeNull();
    expect(await messageOf(schema, bad)).toBe(key);
    expect(await messageOf(schema, '')).toBeNull();
    expect(await messageOf(schema, undefined)).toBeNull();
  });

  it('numbers: type, min, max, integer, positive', async () => {
    expect(await messageOf(numberSchema(), 'abc')).toBe(RULE_MESSAGES.number);
    expect(await messageOf(numberSchema(), '')).toBeNull();
    expect(readFormMessage((await messageOf(yupRules.numberMin(1)(numberSchema()), 0))!)).toEqual({ key: RULE_MESSAGES.numberMin, params: { min: 1 } });
    expect(readFormMessage((await messageOf(yupRules.numberMax(999)(numberSchema()), 1000))!)).toEqual({ key: RULE_MESSAGES.numberMax, params: { max: 999 } });
    expect(await messageOf(yupRules.numberMax(999)(numberSchema()), 999)).toBeNull();
    expect(await messageOf(yupRules.integer(numberSchema()), 1.5)).toBe(RULE_MESSAGES.integer);
    expect(await messageOf(yupRules.positive(numberSchema()), 0)).toBe(RULE_MESSAGES.positive);
    expect(await messageOf(yupRules.positive(numberSchema()), 0.1)).toBeNull();
  });

  it('arrays: not a list, too few, too many', async () => {
    expect(await messageOf(arraySchema(), 'x')).toBe(RULE_MESSAGES.array);
    expect(readFormMessage((await messageOf(arraySchema({ min: 1 }), []))!)).toEqual({ key: RULE_MESSAGES.arrayMin, params: { min: 1 } });
    expect(readFormMessage((await messageOf(arraySchema({ max: 2 }), [1, 2, 3]))!)).toEqual({ key: RULE_MESSAGES.arrayMax, params: { max: 2 } });
    expect(await messageOf(arraySchema({ min: 1, max: 2 }), [1])).toBeNull();
  });

  it('file or string', async () => {
    expect(await messageOf(fileOrStringSchema(), 42)).toBe(RULE_MESSAGES.fileOrString);
    expect(await messageOf(fileOrStringSchema(), { name: 'a', size: 1 })).toBeNull();
    expect(await messageOf(fileOrStringSchema(), '/media/a')).toBeNull();
  });

  it('confirmation must match its field', async () => {
    const schema = yup.object({ password: yup.string(), confirm: yupRules.match('password')(yup.string()) });
    expect(await messageOf(schema, { password: 'a', confirm: 'b' })).toBe(RULE_MESSAGES.match);
    expect(await messageOf(schema, { password: 'a', confirm: 'a' })).toBeNull();
  });

  it('sum rule reported on the first field', async () => {
    const schema = sumRuleTest('given', 'rest', 'total')(yup.object({ given: yup.number(), rest: yup.number(), total: yup.number() }));
    await expect(schema.validate({ given: 70, rest: 30, total: 100 })).rejects.toMatchObject({ path: 'given' });
    expect(await messageOf(schema, { given: 85, rest: 15, total: 100 })).toBeNull();
    expect(await messageOf(schema, { given: 85, total: 100 })).toBeNull();
  });
});
