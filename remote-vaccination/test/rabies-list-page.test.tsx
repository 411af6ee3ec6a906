import { screen } from '@testing-library/react';
import { API_PATHS, type RabiesFicheRow } from '@evax/shared/contract';
import { clearResourceCache } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { vaccinationTranslations } from '../src/i18n';
import RabiesListPage from '../src/antirabies/pages/RabiesListPage';

const row = (id: number, evaxNumber: string, extra: Partial<RabiesFicheRow> = {}): RabiesFicheRow => ({
  id,
  evaxNumber,
  firstNameFr: 'Lina',
  lastNameFr: 'Ben Ali',
  firstNameAr: 'لينا',
  lastNameAr: 'بن علي',
  state: 'IN_PROGRESS',
  type: 'A2',
  exposureCategory: 'III',
  regimen: 'WHO2018_IM_4DOSE',
  attackDate: '2026-11-01',
  secondAttackDate: null,
  openedOn: '2026-11-01',
  nextDoseDate: '2026-11-15',
  dosesDone: 3,
  complete: false,
  openTooLong: false,
  ...extra,
});
const ROWS = [row(1, '123456786', { openTooLong: true }), row(2, '223456789', { state: 'CLOSED', type: 'A1', exposureCategory: 'II', nextDoseDate: null })];

describe('the anti-rabies sheets list', () => {
  afterEach(() => {
    restoreHttp();
    clearResourceCache();
  });

  it('shows each sheet with its state, category and the badge of a sheet open over 14 days; the state filter goes to the API', async () => {
    const seen = fakeHttp((request) => (request.url === API_PATHS.rabiesFichesList ? { data: { count: 2, results: ROWS } } : undefined));
    setupI18n('fr', vaccinationTranslations);
    renderInApp(<RabiesListPage />, { route: '/admin/vaccine/antirabique-vaccination?state=IN_PROGRESS' });

    expect(await screen.findByText('123456786')).toBeInTheDocument();
    expect(screen.getByText('Ouverte depuis plus de 14 jours')).toBeInTheDocument();
    expect(screen.getAllByText('Ouverte depuis plus de 14 jours')).toHaveLength(1);
    expect(screen.getByText('Catégorie III')).toBeInTheDocument();
    expect(screen.getByText('Clôturée')).toBeInTheDocument();
    expect(seen[0]?.params).toMatchObject({ state: 'IN_PROGRESS' });
  });

  it('reads in Arabic', async () => {
    fakeHttp(() => ({ data: { count: 2, results: ROWS } }));
    setupI18n('ar', vaccinationTranslations);
    renderInApp(<RabiesListPage />, { route: '/admin/vaccine/antirabique-vaccination' });
    expect(await screen.findByText('مفتوحة منذ أكثر من 14 يوما')).toBeInTheDocument();
    expect(screen.getAllByText('لينا بن علي')).toHaveLength(2);
  });
});
