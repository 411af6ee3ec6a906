import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_API_PATHS, API_PATHS, PERMISSIONS, type RabiesAbsentRow, type StructureRow } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { tunisToday } from '@evax/shared/validation';
import { fakeHttp, paramsOf, restoreHttp } from '../../shared/jest/fake-http';
import { aStructure, signInAs, signOutNow } from '../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import RabiesAbsentPage from '../src/antirabies/pages/RabiesAbsentPage';

const { vaccination } = PERMISSIONS;
const ROUTE = '/admin/vaccine/antirabique-vaccination/absent';
const row = (ficheId: number, evaxNumber: string, extra: Partial<RabiesAbsentRow> = {}): RabiesAbsentRow => ({
  ficheId,
  evaxNumber,
  firstNameFr: 'Lina',
  lastNameFr: 'Ben Ali',
  firstNameAr: 'لينا',
  lastNameAr: 'بن علي',
  phone: '98 765 432',
  type: 'A1',
  nextDoseDate: '2026-11-15',
  daysLate: 2,
  structureId: 5,
  remindedOn: null,
  ...extra,
});
const structure = (id: number, governorate: number, type: StructureRow['type'] = 'CSB'): StructureRow => ({
  id,
  code: `S${id}`,
  type,
  nameFr: `Centre ${id}`,
  nameAr: `مركز ${id}`,
  isActive: true,
  governorate: { id: governorate, code: `G${governorate}`, nameFr: `Gouvernorat ${governorate}`, nameAr: `ولاية ${governorate}` },
  delegation: null,
  group: { id: 1, nameFr: 'Groupe', nameAr: 'مجموعة' },
});

describe('the anti-rabies absent list', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:evax'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    restoreHttp();
    clearResourceCache();
    signOutNow();
    jest.restoreAllMocks();
  });

  it("shows each late citizen with phone and days late; a centre's agent has no structure filter, sends a reminder in the language chosen and sees it sent", async () => {
    signInAs([vaccination.viewAbsentRabiesList, vaccination.addRabies, vaccination.viewRabies], { structuresDetails: [aStructure(5, true)] });
    let reminded = false;
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.rabiesAbsentList)
        return {
          data: {
            count: 2,
            results: [row(1, '123456786', reminded ? { remindedOn: tunisToday(new Date()) } : {}), row(2, '223456789', { phone: null, daysLate: 9 })],
          },
        };
      if (request.method === 'post' && request.url === '/api/vaccination_antirabique/fiche/1/reminder') {
        reminded = true;
        return { data: { ficheId: 1, phone: '+216 98 765 432', language: 'ar', sentOn: tunisToday(new Date()) } };
      }
      return undefined;
    });
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<RabiesAbsentPage />, { route: ROUTE });

    const first = (await screen.findByText('123456786')).closest('tr')!;
    expect(within(first).getByText('98 765 432')).toBeInTheDocument();
    expect(within(first).getByText('2 jours')).toBeInTheDocument();
    expect(screen.getByText('9 jours')).toBeInTheDocument();
    expect(screen.queryByLabelText('Structure')).not.toBeInTheDocument();
    expect(seen.some((request) => request.url === ACCOUNT_API_PATHS.structures)).toBe(false);
    const phoneless = screen.getByText('223456789').closest('tr')!;
    expect(within(phoneless).getByRole('button', { name: /Envoyer un rappel/ })).toBeDisabled();

    fireEvent.click(within(first).getByRole('button', { name: /Envoyer un rappel/ }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Arabe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(within(screen.getByText('123456786').closest('tr')!).getByRole('button', { name: /Rappel envoyé/ })).toBeDisabled());
    const post = seen.find((request) => request.method === 'post')!;
    expect(JSON.parse(post.data as string)).toEqual({ language: 'ar' });
    expect(await screen.findByText('Rappel envoyé au \u2066+216 98 765 432\u2069')).toBeInTheDocument();
  });

  it('sends the reminder to the rows selected in one call, and says how many went and how many did not', async () => {
    signInAs([vaccination.viewAbsentRabiesList, vaccination.addRabies], { structuresDetails: [aStructure(5, true)] });
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.rabiesAbsentList) return { data: { count: 3, results: [row(1, '123456786'), row(2, '223456789'), row(3, '323456780')] } };
      if (request.method === 'post' && request.url === API_PATHS.rabiesAbsentReminders)
        return {
          data: {
            sent: [{ ficheId: 1, phone: '+216 98 765 432', language: 'fr', sentOn: '2026-11-28' }],
            refused: [{ ficheId: 3, key: 'ERROR.CODE.RABIES_REMINDER_ALREADY_SENT' }],
          },
        };
      return undefined;
    });
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<RabiesAbsentPage />, { route: ROUTE });

    const remindSelected = await screen.findByRole('button', { name: /Rappeler la sélection \(0\)/ });
    expect(remindSelected).toBeDisabled();
    fireEvent.click(within(screen.getByText('123456786').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('323456780').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Rappeler la sélection \(2\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Rappels : 1 envoyé(s), 1 non envoyé(s)')).toBeInTheDocument();
    const post = seen.find((request) => request.method === 'post')!;
    expect(JSON.parse(post.data as string)).toEqual({ ficheIds: [1, 3], language: 'fr' });
  });

  it("a regional manager filters by the structures of the governorate; the export sends the list's search, structure and ordering; no reminder without the permission", async () => {
    const directorate = { ...aStructure(7, true), structure: { id: 7, type: 'REGIONAL_DIRECTORATE', nameFr: 'Direction 7', nameAr: 'إدارة 7' } };
    signInAs([vaccination.viewAbsentRabiesList], { structuresDetails: [directorate] });
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.rabiesAbsentList) return { data: { count: 1, results: [row(1, '123456786')] } };
      if (request.url === ACCOUNT_API_PATHS.structures)
        return { data: { count: 2, results: [structure(5, 1), structure(6, 2), structure(7, 1, 'REGIONAL_DIRECTORATE')] } };
      if (request.url === API_PATHS.rabiesAbsentExport)
        return { data: new Blob(['x']), headers: { 'content-disposition': 'attachment; filename="absents-antirabique-2026-11-20.csv"' } };
      return undefined;
    });
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<RabiesAbsentPage />, { route: `${ROUTE}?structure=5&search=1234&ordering=-nextDoseDate` });

    expect(await screen.findByText('123456786')).toBeInTheDocument();
    fireEvent.mouseDown(await screen.findByLabelText('Structure'));
    expect(await screen.findByText('Centre 7')).toBeInTheDocument();
    expect(screen.queryByText('Centre 6')).not.toBeInTheDocument();
    expect(paramsOf(seen.find((request) => request.url === API_PATHS.rabiesAbsentList)!)).toMatchObject({ structure: '5', search: '1234' });
    expect(screen.queryByRole('button', { name: /Envoyer un rappel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rappeler la sélection/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /CSV/ }));
    await waitFor(() => expect(seen.some((request) => request.url === API_PATHS.rabiesAbsentExport)).toBe(true));
    expect(paramsOf(seen.find((request) => request.url === API_PATHS.rabiesAbsentExport)!)).toEqual({
      search: '1234',
      ordering: '-nextDoseDate',
      structure: '5',
      format: 'csv',
    });
  });

  it('reads in Arabic', async () => {
    signInAs([vaccination.viewAbsentRabiesList, vaccination.addRabies], { structuresDetails: [aStructure(5, true)] });
    fakeHttp((request) => (request.url === API_PATHS.rabiesAbsentList ? { data: { count: 1, results: [row(1, '123456786')] } } : undefined));
    setupI18n('ar', vaccinationTranslations);
    renderInApp(<RabiesAbsentPage />, { route: ROUTE });
    expect(await screen.findByText('يومان')).toBeInTheDocument();
    expect(screen.getByText('لينا بن علي')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /إرسال تذكير/ })).toBeEnabled();
  });
});
