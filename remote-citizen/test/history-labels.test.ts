import type { TFunction } from 'i18next';
import { historyEntryLabel } from '../src/child/components/history-labels';

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

  test('an action it does not know is "other", never a raw key', () => {
    expect(historyEntryLabel({ entity: 'vaccination', action: 'teleport' }, t)).toContain('CITIZEN.HISTORY.RECORD_ACTIONS.other');
  });
});

describe('historyEntryLabel of the other kinds', () => {
  test('an international vaccination is named as such', () => {
    expect(historyEntryLabel({ entity: 'international_vaccination', action: 'update' }, t)).toContain('CITIZEN.HISTORY.RECORDS.international_vaccination');
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
