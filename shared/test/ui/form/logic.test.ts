import {
  acceptsClick,
  applyMask,
  buildFormSchema,
  calendarSide,
  canAddRow,
  canDeleteRow,
  counterMax,
  counterNext,
  emptyValue,
  fieldsToClear,
  FIELD_KINDS,
  fieldKinds,
  initialValuesFor,
  maskDateTyping,
  rangeLayout,
  shownFields,
  syncRows,
  uploadProblem,
  yearOptions,
  type FieldDefinition,
} from '@evax/shared/ui';

describe('field kinds', () => {
  it('all 32 identifiers of the spec are registered', () => {
    expect(FIELD_KINDS).toHaveLength(32);
    expect(Object.keys(fieldKinds).sort()).toEqual([...FIELD_KINDS].sort());
  });
});

describe('counter', () => {
  it('steps by 1 up to 20 and never below 0', () => {
    expect(counterNext(0, 1)).toBe(1);
    expect(counterNext(0, -1)).toBe(0);
    expect(counterNext(19, 1)).toBe(20);
    expect(counterNext(20, 1)).toBe(20);
    expect(counterNext(4, 1, { step: 2 })).toBe(6);
    expect(counterNext(NaN, 1)).toBe(1);
  });

  it('with a controller, itself and its siblings never pass the controller', () => {
    expect(counterMax({ controllerValue: 5, siblingsSum: 3 })).toBe(2);
    expect(counterNext(2, 1, { controllerValue: 5, siblingsSum: 3 })).toBe(2);
    expect(counterNext(1, 1, { controllerValue: 5, siblingsSum: 3 })).toBe(2);
    expect(counterMax({ controllerValue: 2, siblingsSum: 5 })).toBe(0);
    expect(counterMax({ controllerValue: 100 })).toBe(20);
    expect(counterMax({ controllerValue: null })).toBe(20);
  });

  it('ignores a click 50 ms or less after the last one', () => {
    expect(acceptsClick(null, 1000)).toBe(true);
    expect(acceptsClick(1000, 1049)).toBe(false);
    expect(acceptsClick(1000, 1050)).toBe(true);
  });
});

describe('repeater', () => {
  it('add disabled at 50 rows, delete at 0 by default, or at the given bounds', () => {
    expect(canAddRow(49)).toBe(true);
    expect(canAddRow(50)).toBe(false);
    expect(canDeleteRow(1)).toBe(true);
    expect(canDeleteRow(0)).toBe(false);
    expect(canAddRow(3, { max: 3 })).toBe(false);
    expect(canDeleteRow(1, { min: 1 })).toBe(false);
  });

  it('syncs to a count: adds empty rows or trims from the end, within the bounds', () => {
    const make = () => ({ name: '' });
    expect(syncRows([{ name: 'a' }], 3, make)).toEqual([{ name: 'a' }, { name: '' }, { name: '' }]);
    expect(syncRows([{ name: 'a' }, { name: 'b' }], 1, make)).toEqual([{ name: 'a' }]);
    expect(syncRows([], 80, make)).toHaveLength(50);
    expect(syncRows([{ name: 'a' }], -2, make)).toEqual([]);
    expect(syncRows([], 0, make, { min: 1 })).toHaveLength(1);
  });
});

describe('clearing on change', () => {
  const fields: FieldDefinition[] = [
    { type: 'select', name: 'governorate' },
    { type: 'select', name: 'delegation', dependsOn: ['governorate'] },
    { type: 'async_select', name: 'centre', dependsOn: ['delegation'] },
    { type: 'radio', name: 'kind' },
    { type: 'select', name: 'parentType' },
    { type: 'date_picker_with_input', name: 'birthDate' },
    { type: 'date_range_picker', name: 'period' },
    { type: 'date_picker', name: 'kept', props: { keepOnControllerChange: true } },
    { type: 'input', name: 'note' },
  ];
  const base = {
    governorate: 'T',
    delegation: 'C',
    centre: 'X',
    kind: 'a',
    parentType: 'M',
    birthDate: '2020-01-01',
    period: ['2024-01-01', '2024-02-01'],
    kept: '2024-01-01',
    note: 'n',
  };

  it('a select clears its dependants, and theirs, when it changes or is cleared', () => {
    expect(fieldsToClear(fields, base, { ...base, governorate: 'A' }).sort()).toEqual(['centre', 'delegation']);
    expect(fieldsToClear(fields, base, { ...base, governorate: '' }).sort()).toEqual(['centre', 'delegation']);
    expect(fieldsToClear(fields, base, { ...base, delegation: 'M' })).toEqual(['centre']);
    expect(fieldsToClear(fields, base, { ...base, note: 'x' })).toEqual([]);
  });

  it('date fields clear when a radio, parentType or inscriptionNumberType changes', () => {
    expect(fieldsToClear(fields, base, { ...base, kind: 'b' }).sort()).toEqual(['birthDate', 'period']);
    expect(fieldsToClear(fields, base, { ...base, parentType: 'F' }).sort()).toEqual(['birthDate', 'period']);
    const withInscription: FieldDefinition[] = [
      { type: 'select', name: 'inscriptionNumberType' },
      { type: 'date_picker', name: 'd' },
    ];
    expect(fieldsToClear(withInscription, { inscriptionNumberType: 1, d: '2020-01-01' }, { inscriptionNumberType: 2, d: '2020-01-01' })).toEqual(['d']);
  });

  it('empty values by kind', () => {
    expect(emptyValue({ type: 'counter' })).toBe(0);
    expect(emptyValue({ type: 'checkbox_group' })).toEqual([]);
    expect(emptyValue({ type: 'switch' })).toBe(false);
    expect(emptyValue({ type: 'input' })).toBe('');
    expect(
      initialValuesFor(
        [
          { type: 'counter', name: 'n' },
          { type: 'input', name: 'x' },
        ],
        { x: 'given' },
      ),
    ).toEqual({ n: 0, x: 'given' });
  });
});

describe('visibility and language', () => {
  const fields: FieldDefinition[] = [
    { type: 'switch', name: 'other' },
    { type: 'input', name: 'otherText', visible: (values) => values.other === true, required: true },
    { type: 'input', name: 'nameAr', language: 'ar' },
    { type: 'input', name: 'nameFr', language: 'fr' },
  ];

  it('hides by condition and shows the toggled language', () => {
    expect(shownFields(fields, { other: false }).map((f) => f.name)).toEqual(['other', 'nameAr', 'nameFr']);
    expect(shownFields(fields, { other: true }, 'ar').map((f) => f.name)).toEqual(['other', 'otherText', 'nameAr']);
  });

  it('does not validate hidden fields', async () => {
    await expect(buildFormSchema(fields, { other: false }).validate({ other: false })).resolves.toBeDefined();
    await expect(buildFormSchema(fields, { other: true }).validate({ other: true, otherText: '' })).rejects.toMatchObject({
      message: 'ERROR.CODE.VALIDATION.REQUIRED',
    });
  });
});

describe('schema of the kinds', () => {
  const now = new Date(2026, 10, 22);
  const judge = async (field: FieldDefinition, value: unknown) => {
    try {
      await buildFormSchema([field], { [field.name]: value }, { now }).validate({ [field.name]: value });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('text: 256 by default, or its own maximum and pattern', async () => {
    expect(await judge({ type: 'input', name: 'a' }, 'x'.repeat(256))).toBeNull();
    expect(await judge({ type: 'input', name: 'a' }, 'x'.repeat(257))).toContain('MAX_LENGTH');
    expect(await judge({ type: 'input', name: 'a', props: { pattern: /^\d+$/ } }, '12a')).toBe('ERROR.CODE.VALIDATION.INVALID');
  });

  it('time: ERROR.HOUR_FORMAT for an hour above 12 or a one-digit part', async () => {
    expect(await judge({ type: 'time_picker', name: 't' }, '13:00 AM')).toBe('ERROR.HOUR_FORMAT');
    expect(await judge({ type: 'time_picker', name: 't' }, '1:00 AM')).toBe('ERROR.HOUR_FORMAT');
    expect(await judge({ type: 'time_picker', name: 't' }, '11:59 PM')).toBeNull();
  });

  it('one-time code: every digit', async () => {
    expect(await judge({ type: 'input_otp', name: 'o' }, '123')).toBe('ERROR.CODE.VALIDATION.OTP');
    expect(await judge({ type: 'input_otp', name: 'o' }, '123456')).toBeNull();
  });

  it('a date range cannot end after today', async () => {
    expect(await judge({ type: 'date_range_picker', name: 'r' }, ['2026-11-01', '2026-11-23'])).toBe('ERROR.CODE.VALIDATION.DATE_RANGE_FUTURE');
    expect(await judge({ type: 'date_range_picker', name: 'r' }, ['2026-11-01', '2026-11-22'])).toBeNull();
  });

  it('required: an unticked radio, an empty list, an unticked box', async () => {
    expect(await judge({ type: 'radio', name: 'r', required: true }, '')).toBe('ERROR.CODE.VALIDATION.REQUIRED');
    expect(await judge({ type: 'checkbox_group', name: 'c', required: true }, [])).toBe('ERROR.CODE.VALIDATION.REQUIRED');
    expect(await judge({ type: 'checkbox', name: 'c', required: true }, false)).toBe('ERROR.CODE.VALIDATION.REQUIRED');
  });

  it('an empty upload, table or colour is no type error; required still refuses it', async () => {
    expect(await judge({ type: 'upload', name: 'u' }, null)).toBeNull();
    expect(await judge({ type: 'multiselect_table', name: 'm' }, null)).toBeNull();
    expect(await judge({ type: 'input_color', name: 'c' }, null)).toBeNull();
    expect(await judge({ type: 'upload', name: 'u', required: true }, null)).toBe('ERROR.CODE.VALIDATION.REQUIRED');
  });

  it('repeater rows are judged by their fields', async () => {
    const repeater: FieldDefinition = { type: 'form_repeater', name: 'rows', props: { fields: [{ type: 'input', name: 'dose', required: true }] } };
    await expect(buildFormSchema([repeater], {}).validate({ rows: [{ dose: '' }] })).rejects.toMatchObject({ path: 'rows[0].dose' });
  });
});

describe('pickers and masks', () => {
  it('the calendar flips upward under 250 px of room below', () => {
    expect(calendarSide(249)).toBe('top');
    expect(calendarSide(250)).toBe('bottom');
  });

  it('the range picker is horizontal above 700 px', () => {
    expect(rangeLayout(701)).toBe('horizontal');
    expect(rangeLayout(700)).toBe('vertical');
  });

  it('the year dropdown spans 100 years up to this year, moved forward on demand', () => {
    const years = yearOptions(2026);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2026);
    expect(years[99]).toBe(1927);
    expect(yearOptions(2026, 10)[0]).toBe(2036);
  });

  it('date typing keeps digits and inserts the slashes', () => {
    expect(maskDateTyping('01022024')).toBe('01/02/2024');
    expect(maskDateTyping('01/02/2024')).toBe('01/02/2024');
    expect(maskDateTyping('0a1')).toBe('01');
    expect(maskDateTyping('010220245')).toBe('01/02/2024');
    expect(applyMask('99 999 999', '20123456')).toBe('20 123 456');
    expect(applyMask('aa-99', 'ab12')).toBe('ab-12');
  });

  it('uploads refuse a type not accepted, then too small, then too big', () => {
    expect(uploadProblem({ name: 'a.exe', type: 'application/x-msdownload', size: 10 }, { accept: '.pdf,image/*' })).toBe('rejectedType');
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 1 }, { accept: '.pdf', minSize: 2 })).toBe('tooSmall');
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 11 }, { maxSize: 10 })).toBe('tooBig');
    expect(uploadProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 }, { minSize: 10, maxSize: 10 })).toBeNull();
  });
});
