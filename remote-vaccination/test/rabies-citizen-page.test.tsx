import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS, apiPath, type RabiesFicheRow } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import RabiesCitizenPage from '../src/antirabies/pages/RabiesCitizenPage';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../src/route-paths';

const EVAX = '123456786';
const sheet = (id: number, extra: Partial<RabiesFicheRow> = {}): RabiesFicheRow => ({
  id,
  evaxNumber: EVAX,
  firstNameFr: 'Lina',
  lastNameFr: 'Ben Ali',
  firstNameAr: 'لينا',
  lastNameAr: 'بن علي',
  state: 'CLOSED',
  type: 'A1',
  exposureCategory: 'II',
  regimen: 'WHO2018_IM_4DOSE',
  attackDate: '2025-03-01',
  secondAttackDate: null,
  openedOn: '2025-03-01',
  nextDoseDate: null,
  dosesDone: 4,
  complete: true,
  openTooLong: false,
  ...extra,
});
const page = (route: string) => renderInApp(<RabiesCitizenPage />, { route, path: ROUTES.rabiesCitizen });
const sheetsOf = (rows: RabiesFicheRow[]) =>
  fakeHttp((request) =>
    request.url === apiPath(API_PATHS.rabiesCitizenFiches, { param: EVAX }) ? { data: { count: rows.length, results: rows } } : undefined,
  );

describe("a citizen's anti-rabies sheets", () => {
  beforeEach(() => signInAs([PERMISSIONS.vaccination.viewRabies, PERMISSIONS.vaccination.addRabies]));
  afterEach(() => {
    restoreHttp();
    clearResourceCache();
    signOutNow();
  });

  it('lists the sheets, opens one, and offers a new sheet when none is in progress', async () => {
    sheetsOf([sheet(7)]);
    setupI18n('fr', vaccinationTranslations);
    page(`/admin/vaccine/antirabique-vaccination/${EVAX}`);
    const table = await screen.findByTestId('citizen-sheets');
    expect(within(table).getByText('Clôturée')).toBeInTheDocument();
    expect(screen.getByText('Lina Ben Ali')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle fiche' }));
    expect(locationNow()).toBe(`/admin/vaccine/antirabique-vaccination/new/${EVAX}`);
  });

  it('refuses a new sheet while one is in progress, and says why', async () => {
    sheetsOf([sheet(8, { state: 'IN_PROGRESS', type: 'A2', exposureCategory: 'III', nextDoseDate: '2026-12-01', complete: false }), sheet(7)]);
    setupI18n('fr', vaccinationTranslations);
    page(`/admin/vaccine/antirabique-vaccination/${EVAX}`);
    expect(await screen.findByTestId('sheet-in-progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouvelle fiche' })).toBeDisabled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Fiche' })[0]!);
    expect(locationNow()).toBe('/admin/vaccine/antirabique-vaccination/details/8');
  });

  it('reads in Arabic, and says a citizen without a sheet has none', async () => {
    sheetsOf([]);
    setupI18n('ar', vaccinationTranslations);
    page(`/admin/vaccine/antirabique-vaccination/${EVAX}`);
    expect(await screen.findByText('لا توجد بطاقة تلقيح ضد داء الكلب لهذا المواطن')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بطاقة جديدة' })).toBeEnabled();
  });

  it('says a malformed evax number without asking the server', async () => {
    const seen = sheetsOf([]);
    setupI18n('fr', vaccinationTranslations);
    page('/admin/vaccine/antirabique-vaccination/12345');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});
