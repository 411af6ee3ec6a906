import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HistoryEntry } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { fetchChildHistory } from '../src/child/api';
import { ChildHistory } from '../src/child/components/ChildHistory';
import { citizenTranslations } from '../src/i18n';

jest.mock('../src/child/api', () => ({ fetchChildHistory: jest.fn(), fetchOlderChildHistory: jest.fn() }));

/** A dose edited: the vaccine (its id, and the name the API gave beside it), the date, the status, the abroad fields, a field no label knows. */
const edited: HistoryEntry = {
  id: 7,
  at: '2026-11-23T08:00:00.000Z',
  action: 'edit_vaccination',
  entity: 'vaccination',
  user: { id: 3, username: 'agent' },
  structure: null,
  changes: {
    dci_id: { before: 3, after: 4, beforeName: { nameFr: 'Pentavalent', nameAr: 'الخماسي' }, afterName: { nameFr: 'Hexavalent', nameAr: 'السداسي' } },
    vaccination_date: { before: '2026-11-02', after: '2026-11-03' },
    status: { before: 1, after: 2 },
    country: { before: null, after: 'FR' },
    international_reference: { before: null, after: 'REF-9' },
    certificate_verified: { before: false, after: true },
    mystery_field: { before: 'a', after: 'b' },
  },
};

/** The changes table's rows once the entry is opened: label, before, after. */
async function changesOf(): Promise<string[][]> {
  renderInApp(<ChildHistory evaxNumber="123456786" />);
  await waitFor(() => expect(document.querySelector('.ant-table-row-expand-icon')).not.toBeNull());
  await userEvent.click(document.querySelector('.ant-table-row-expand-icon')!);
  const inner = await waitFor(() => {
    const table = document.querySelector('.ant-table-expanded-row .ant-table');
    expect(table).not.toBeNull();
    return table as HTMLElement;
  });
  return within(inner)
    .getAllByRole('row')
    .filter((row) => row.classList.contains('ant-table-row'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('the history’s changes, as people read them (issue 30)', () => {
  beforeEach(() => jest.mocked(fetchChildHistory).mockResolvedValue([edited]));
  afterEach(() => {
    jest.resetAllMocks();
    clearResourceCache();
  });

  it('in French: field labels, the vaccine by its name, DD/MM/YYYY, codes and yes/no in words, an unknown field humanised', async () => {
    setupI18n('fr', citizenTranslations);
    const rows = await changesOf();
    expect(rows).toEqual(
      expect.arrayContaining([
        ['Vaccin', 'Pentavalent', 'Hexavalent'],
        ['Date de vaccination', '02/11/2026', '03/11/2026'],
        ['Statut', 'Planifiée', 'Administrée'],
        ['Pays', '—', expect.stringMatching(/France/)],
        ['Référence internationale', '—', 'REF-9'],
        ['Certificat vérifié', 'Non', 'Oui'],
        ['Mystery field', 'a', 'b'],
      ]),
    );
    expect(rows.flat().join(' ')).not.toMatch(/dci_id|vaccination_date|CITIZEN\./);
  });

  it('in Arabic: the labels and the vaccine’s Arabic name, the dates still DD/MM/YYYY', async () => {
    setupI18n('ar', citizenTranslations);
    const rows = await changesOf();
    expect(rows).toEqual(
      expect.arrayContaining([
        ['اللقاح', 'الخماسي', 'السداسي'],
        ['تاريخ التلقيح', '02/11/2026', '03/11/2026'],
        ['الحالة', 'مبرمجة', 'منجزة'],
      ]),
    );
    expect(screen.queryByText('Pentavalent')).toBeNull();
  });
});
