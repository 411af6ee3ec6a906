import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAPI_ERROR_KEYS, PERMISSIONS, type MapiRow, type MapiVaccinationChoice, type Permission } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../../shared/jest/render';
import { citizenTranslations } from '../../src/i18n';
import { MapiTab } from '../../src/medical-folder/components/MapiTab';
import { mapiRequest } from '../../src/medical-folder/components/mapi-fields';

const { medicalFolder: p } = PERMISSIONS;
const ALL: Permission[] = [p.viewMapi, p.addMapi, p.editMapi, p.deleteMapi];

const bcg: MapiVaccinationChoice = { id: 31, kind: 'routine', date: '2026-11-20', dciName: 'BCG', dciNameAr: 'بي سي جي', doseNumber: 1, lotNumber: 'L-BCG' };
const report: MapiRow = {
  id: 7,
  evaxNumber: '123456786',
  category: 'routine',
  date: '2026-11-21',
  startTime: '14:30',
  severity: 'moderate',
  description: 'Fièvre et pleurs',
  earlierSideEffect: 'no',
  knownDrugAllergy: 'unknown',
  chronicDisease: 'no',
  medicationTaken: 'yes',
  historyDetails: null,
  investigationDone: false,
  investigationDate: null,
  investigationDetails: null,
  serious: true,
  seriousCriteria: ['hospitalisation'],
  outcome: 'recovering',
  vaccinations: [bcg],
};

function openTab({ permissions = ALL, readOnly = false, onSave = (): { status: number; data: unknown } => ({ status: 200, data: report }) } = {}) {
  const seen = fakeHttp((request) => {
    if (request.url?.endsWith('/mapi/list')) return { data: { count: 1, results: [report] } };
    if (request.url?.endsWith('/mapi/vaccinations')) return { data: { count: 1, results: [bcg] } };
    if (request.url?.startsWith('/api/mapi/report_mapi/')) return onSave();
    return undefined;
  });
  signInAs(permissions);
  setupI18n('fr', citizenTranslations);
  renderInApp(<MapiTab evaxNumber="123456786" birthDate="2026-09-01" readOnly={readOnly} />);
  return seen;
}

describe('the MAPI tab', () => {
  afterEach(() => {
    restoreHttp();
    clearResourceCache();
    signOutNow();
  });

  it('lists the reports with the suspected vaccination and its lot, and shows one in full', async () => {
    openTab();
    const table = await screen.findByTestId('mapi');
    expect(await within(table).findByText('Grave')).toBeInTheDocument();
    expect(within(table).getByText(/BCG 1 · 20\/11\/2026 · Lot L-BCG/)).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /Détail/ }));
    const detail = await screen.findByTestId('mapi-detail');
    expect(detail).toHaveTextContent('Hospitalisation ou prolongation');
    expect(detail).toHaveTextContent('Modérée');
    expect(detail).toHaveTextContent('Vaccination de routine');
  });

  it('corrects a report: the update path carries the language and the vaccinations category, the time in 24 hours', async () => {
    const seen = openTab();
    const table = await screen.findByTestId('mapi');
    await userEvent.click(await within(table).findByRole('button', { name: /Modifier/ }));
    const form = await screen.findByRole('dialog');
    // 24 hours, no AM/PM; the chosen vaccination's date DD/MM/YYYY.
    expect(await within(form).findByLabelText('Heure')).toHaveValue('14');
    expect(within(form).getByLabelText('Minute')).toHaveValue('30');
    expect(within(form).queryByText('PM')).not.toBeInTheDocument();
    expect(within(form).getByText('BCG 1 · 20/11/2026 · Lot L-BCG')).toBeInTheDocument();
    await userEvent.click(await within(form).findByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(seen.some((r) => r.method === 'put')).toBe(true));
    const put = seen.find((r) => r.method === 'put')!;
    expect(put.url).toBe('/api/mapi/report_mapi/7/update/fr/routine');
    expect(JSON.parse(String(put.data))).toMatchObject({ startTime: '14:30', vaccinationIds: [31], serious: true, seriousCriteria: ['hospitalisation'] });
  });

  it("shows the server's refusal on its field (a MAPI before the suspected vaccination) and keeps the dialog open", async () => {
    openTab({
      onSave: () => ({
        status: 400,
        data: { detail: 'Invalid input', key: 'ERROR.CODE.VALIDATION_FAILED', fields: { date: [{ code: 'invalid', key: MAPI_ERROR_KEYS.beforeVaccination }] } },
      }),
    });
    const table = await screen.findByTestId('mapi');
    await userEvent.click(await within(table).findByRole('button', { name: /Modifier/ }));
    const form = await screen.findByRole('dialog');
    await userEvent.click(await within(form).findByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('La MAPI ne peut pas précéder la vaccination suspectée')).toBeInTheDocument();
  });

  it('asks the investigation date once an investigation is said done, and refuses to send without it', async () => {
    const seen = openTab();
    const table = await screen.findByTestId('mapi');
    await userEvent.click(await within(table).findByRole('button', { name: /Modifier/ }));
    const form = await screen.findByRole('dialog');
    expect(within(form).queryByLabelText("Date de l'investigation")).not.toBeInTheDocument();
    await userEvent.click(await within(form).findByRole('switch', { name: /Investigation réalisée/ }));
    expect(await within(form).findByLabelText("Date de l'investigation")).toBeInTheDocument();
    await userEvent.click(await within(form).findByRole('button', { name: 'Enregistrer' }));
    const field = within(form).getByLabelText("Date de l'investigation").closest('[data-field]') as HTMLElement;
    expect(await within(field).findByText(/obligatoire/i)).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'put')).toBe(false);
  });

  it('on a closed folder: no add, edit or delete, the detail still opens', async () => {
    openTab({ readOnly: true });
    const table = await screen.findByTestId('mapi');
    expect(await within(table).findByRole('button', { name: /Détail/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Déclarer une MAPI/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Modifier|Supprimer/ })).not.toBeInTheDocument();
  });
});

describe('the MAPI form values', () => {
  it('drops the investigation and the criteria when switched off', () => {
    const body = mapiRequest({
      vaccinationIds: [1],
      date: '2026-11-21',
      startTime: '09:00',
      investigationDone: false,
      investigationDate: '2026-11-22',
      investigationDetails: 'x',
      serious: false,
      seriousCriteria: ['death'],
      description: '  Fièvre ',
      historyDetails: ' ',
    });
    expect(body).toMatchObject({
      startTime: '09:00',
      investigationDate: null,
      investigationDetails: null,
      seriousCriteria: [],
      description: 'Fièvre',
      historyDetails: null,
    });
  });
});
