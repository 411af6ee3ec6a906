import { screen } from '@testing-library/react';
import { API_PATHS, type DciRow } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { referenceTranslations } from '../src/i18n';
import DciListPage from '../src/dci/pages/DciListPage';

const rows: DciRow[] = [
  { id: 1, name: 'BCG', nameAr: null, vaccineType: 'live_attenuated', vaccineCategory: 'routine', ageRange: ['B'], is_active: true, validityDays: null },
  {
    id: 2,
    name: 'Rage (cellules Vero)',
    nameAr: null,
    vaccineType: 'inactivated',
    vaccineCategory: 'rabies',
    ageRange: [],
    is_active: false,
    validityDays: null,
  },
  {
    id: 3,
    name: 'DTC-HepB-Hib',
    nameAr: null,
    vaccineType: 'combined',
    vaccineCategory: 'routine',
    ageRange: ['M2', 'M3', 'Y1', 'Y6'],
    is_active: true,
    validityDays: null,
  },
];

describe('DCI list page', () => {
  afterEach(restoreHttp);

  it('shows the rows the API sends, translated, with the paging text', async () => {
    const seen = fakeHttp((request) => (request.url === API_PATHS.dciList ? { data: { count: 23, results: rows } } : undefined));
    setupI18n('fr', referenceTranslations);
    renderInApp(<DciListPage />, { route: '/admin/dci?page=1&page_size=10&search=b' });

    expect(await screen.findByText('BCG')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Dénomination commune (DCI)' })).toBeInTheDocument();
    expect(screen.getAllByText('Vivant atténué')).toHaveLength(1);
    expect(screen.getByText('Antirabique')).toBeInTheDocument();
    expect(screen.getByText('Naissance')).toBeInTheDocument();
    expect(screen.getByText('Tout âge')).toBeInTheDocument();
    expect(screen.getByText('2 mois, 3 mois, 1 an, 6 ans')).toBeInTheDocument();
    expect(screen.getByText('Archivée')).toBeInTheDocument();
    expect(screen.getByText('Affichage de 1 à 10 sur 23')).toBeInTheDocument();
    expect(seen[0]?.params).toEqual({ page: 1, page_size: 10, search: 'b', is_active: 1 });
  });

  it('speaks Arabic in Arabic', async () => {
    fakeHttp(() => ({ data: { count: 3, results: rows } }));
    setupI18n('ar', referenceTranslations);
    renderInApp(<DciListPage />, { route: '/admin/dci' });

    expect(await screen.findByText('حي موهن')).toBeInTheDocument();
    expect(screen.getByText('الولادة')).toBeInTheDocument();
    expect(screen.getByText('عرض 1 إلى 3 من 3')).toBeInTheDocument();
  });
});
