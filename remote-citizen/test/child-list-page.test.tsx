import { screen } from '@testing-library/react';
import { API_PATHS, type ChildRow } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { citizenTranslations } from '../src/i18n';
import ChildListPage from '../src/child/pages/ChildListPage';

const children: ChildRow[] = [
  {
    id: 1,
    evaxNumber: '123456789',
    firstNameFr: 'Youssef',
    lastNameFr: 'Trabelsi',
    firstNameAr: 'يوسف',
    lastNameAr: 'الطرابلسي',
    birthDate: '2024-03-07',
    gender: 'male',
    governorate: { nameFr: 'Sfax', nameAr: 'صفاقس' },
    structure: { nameFr: 'CSB Sfax Médina', nameAr: 'مركز الصحة الأساسية صفاقس المدينة' },
  },
];

describe('children list page', () => {
  afterEach(restoreHttp);

  it('shows the children the API sends, dates as DD/MM/YYYY', async () => {
    const seen = fakeHttp((request) => (request.url === API_PATHS.childrenList ? { data: { count: 1, results: children } } : undefined));
    setupI18n('fr', citizenTranslations);
    renderInApp(<ChildListPage />, { route: '/admin/child/list' });

    expect(await screen.findByText('Youssef Trabelsi')).toBeInTheDocument();
    expect(screen.getByText('123456789')).toBeInTheDocument();
    expect(screen.getByText('07/03/2024')).toBeInTheDocument();
    expect(screen.getByText('Garçon')).toBeInTheDocument();
    expect(screen.getByText('Sfax')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'N° eVax' })).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it('shows names and places in Arabic when the language is Arabic', async () => {
    fakeHttp(() => ({ data: { count: 1, results: children } }));
    setupI18n('ar', citizenTranslations);
    renderInApp(<ChildListPage />, { route: '/admin/child/list' });

    expect(await screen.findByText('يوسف الطرابلسي')).toBeInTheDocument();
    expect(screen.getByText('صفاقس')).toBeInTheDocument();
    expect(screen.getByText('ذكر')).toBeInTheDocument();
    expect(screen.getByText('07/03/2024')).toBeInTheDocument();
  });
});
