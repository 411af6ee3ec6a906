import type { TFunction } from 'i18next';
import { historyEntryLabel, historyFieldLabel, historyValue } from '../src/child/components/history-labels';

const t = ((key: string, options?: Record<string, string>) => (options ? `${key} ${JSON.stringify(options)}` : key)) as unknown as TFunction;

describe('historyEntryLabel', () => {
  test.each([
    ['vaccinate_appointment', 'vaccinate'],
    ['postpone_dose', 'postpone'],
    ['cancel_dose', 'cancel'],
    ['edit_vaccination', 'update'],
    ['delete_vaccination', 'delete'],
  ])("the vaccination module's %s is said as the record action %s", (action, said) => {
    expect(historyEntryLabel({ entity: 'vaccination', action }, t)).toBe(
      `CITIZEN.HISTORY.ON_RECORD ${JSON.stringify({ record: 'CITIZEN.HISTORY.RECORDS.vaccination', action: `CITIZEN.HISTORY.RECORD_ACTIONS.${said}` })}`,
    );
  });

  test('an anti-rabies sheet reopened after a temporary closure is said as such', () => {
    expect(historyEntryLabel({ entity: 'rabies_sheet', action: 'reopen' }, t)).toContain('CITIZEN.HISTORY.RECORD_ACTIONS.reopen');
  });

  test("an anti-rabies sheet's SMS reminder (the absent list) is said as such", () => {
    expect(historyEntryLabel({ entity: 'rabies_sheet', action: 'remind' }, t)).toContain('CITIZEN.HISTORY.RECORD_ACTIONS.remind');
  });

  test('an action it does not know is "other", never a raw key', () => {
    expect(historyEntryLabel({ entity: 'vaccination', action: 'teleport' }, t)).toContain('CITIZEN.HISTORY.RECORD_ACTIONS.other');
  });
});

describe('historyEntryLabel of the other kinds', () => {
  test('an international vaccination is named as such', () => {
    expect(historyEntryLabel({ entity: 'international_vaccination', action: 'update' }, t)).toContain('CITIZEN.HISTORY.RECORDS.international_vaccination');
  });
  test('an anti-rabies sheet and its visits (issue 31): the first update said as a change', () => {
    expect(historyEntryLabel({ entity: 'rabies_sheet', action: 'first_update' }, t)).toBe(
      `CITIZEN.HISTORY.ON_RECORD ${JSON.stringify({ record: 'CITIZEN.HISTORY.RECORDS.rabies_sheet', action: 'CITIZEN.HISTORY.RECORD_ACTIONS.update' })}`,
    );
    expect(historyEntryLabel({ entity: 'rabies_vaccination', action: 'create' }, t)).toContain('CITIZEN.HISTORY.RECORDS.rabies_vaccination');
  });
});

describe('historyEntryLabel of a read (issue 27)', () => {
  test('a read of the child’s health data is said with what was read', () => {
    expect(historyEntryLabel({ entity: 'child_read', action: 'read', changes: { reads: { after: 'booklet' } } }, t)).toBe(
      `CITIZEN.HISTORY.READ ${JSON.stringify({ what: 'CITIZEN.HISTORY.READS.booklet' })}`,
    );
  });

  test('a read of something it does not know is "other", never a raw value', () => {
    expect(historyEntryLabel({ entity: 'child_read', action: 'read', changes: { reads: { after: 'diary' } } }, t)).toContain('CITIZEN.HISTORY.ACTIONS.other');
  });
});

describe('historyFieldLabel and historyValue (issue 30: readable, never a raw key)', () => {
  test('a field is labelled whether the audit kept it in snake_case or camelCase; an unknown one in words', () => {
    expect(historyFieldLabel('injection_site', t)).toBe('CITIZEN.HISTORY.FIELDS.INJECTION_SITE');
    expect(historyFieldLabel('injectionSite', t)).toBe('CITIZEN.HISTORY.FIELDS.INJECTION_SITE');
    expect(historyFieldLabel('international_reference', t)).toBe('CITIZEN.HISTORY.FIELDS.INTERNATIONAL_REFERENCE');
    expect(historyFieldLabel('someNew_field', t)).toBe('Some new field');
  });

  test('instants DD/MM/YYYY in 24 h, times HH:mm, a name given beside an id rather than the id, nothing as "—"', () => {
    expect(historyValue('updatedAt', '2026-11-23T17:05:00', t, 'fr')).toBe('23/11/2026 17:05');
    expect(historyValue('startTime', '14:30:00', t, 'fr')).toBe('14:30');
    expect(historyValue('dci_id', 4, t, 'ar', { nameFr: 'Hexavalent', nameAr: 'السداسي' })).toBe('السداسي');
    expect(historyValue('dci_id', 4, t, 'ar', { nameFr: 'Hexavalent', nameAr: null })).toBe('Hexavalent');
    expect(historyValue('location', '', t, 'fr')).toBe('—');
  });

  test('the other codes in words (issue 30): stay type, treatment mode, route, MAPI severity and outcome; an option by the name the API gave', () => {
    expect(historyValue('stay_type', 'short', t, 'fr').startsWith('CITIZEN.HISTORY.STAY_TYPES.short')).toBe(true);
    expect(historyValue('treatmentMode', 'both', t, 'fr').startsWith('CITIZEN.HISTORY.TREATMENT_MODES.both')).toBe(true);
    expect(historyValue('administration_route', 'oral', t, 'fr').startsWith('CITIZEN.HISTORY.ADMINISTRATION_ROUTES.oral')).toBe(true);
    expect(historyValue('severity', 'mild', t, 'fr').startsWith('CITIZEN.MAPI.SEVERITY.mild')).toBe(true);
    expect(historyValue('outcome', 'recovered', t, 'fr').startsWith('CITIZEN.MAPI.OUTCOME.recovered')).toBe(true);
    expect(historyValue('injection_site', 'LEFT_THIGH', t, 'ar', { nameFr: 'Cuisse gauche', nameAr: 'الفخذ الأيسر' })).toBe('الفخذ الأيسر');
    expect(historyValue('scheduleDose', 12, t, 'fr', { nameFr: 'VPC10 - 1', nameAr: 'VPC10 - 1' })).toBe('VPC10 - 1');
  });
});
