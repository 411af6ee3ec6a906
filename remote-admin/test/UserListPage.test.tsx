import { screen } from '@testing-library/react';
import { API_PATHS, type UserRow } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { adminTranslations } from '../src/i18n';
import UserListPage from '../src/user/pages/UserListPage';

const users: UserRow[] = [
  {
    id: 1,
    username: 'agent',
    email: 'agent@sante.tn',
    firstNameFr: 'Amel',
    lastNameFr: 'Ben Salah',
    firstNameAr: 'أمل',
    lastNameAr: 'بن صالح',
    phone: '20123456',
    isActive: true,
    isSuperuser: false,
    isDssb: false,
    roles: [{ nameFr: 'Agent de santé', nameAr: 'عون صحة' }],
  },
  {
    id: 2,
    username: 'dssb',
    email: null,
    firstNameFr: 'Karim',
    lastNameFr: 'Jaziri',
    firstNameAr: 'كريم',
    lastNameAr: 'الجزيري',
    phone: null,
    isActive: false,
    isSuperuser: false,
    isDssb: true,
    roles: [],
  },
];

describe('users list page', () => {
  afterEach(restoreHttp);

  it('shows the users, their roles and status', async () => {
    fakeHttp((request) => (request.url === API_PATHS.users ? { data: { count: 2, results: users } } : undefined));
    setupI18n('fr', adminTranslations);
    renderInApp(<UserListPage />, { route: '/admin/users' });

    expect(await screen.findByText('agent')).toBeInTheDocument();
    expect(screen.getByText('Amel Ben Salah')).toBeInTheDocument();
    expect(screen.getByText('Agent de santé')).toBeInTheDocument();
    expect(screen.getByText('DSSB')).toBeInTheDocument();
    expect(screen.getByText('20123456')).toBeInTheDocument();
  });

  it('shows names and roles in Arabic in Arabic', async () => {
    fakeHttp(() => ({ data: { count: 2, results: users } }));
    setupI18n('ar', adminTranslations);
    renderInApp(<UserListPage />, { route: '/admin/users' });

    expect(await screen.findByText('أمل بن صالح')).toBeInTheDocument();
    expect(screen.getByText('عون صحة')).toBeInTheDocument();
  });

  it('filters by role and structure from the URL, named in the page language', async () => {
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.roles) return { data: { count: 1, results: [{ id: 7, code: 'ADMIN', nameFr: 'Administrateur', nameAr: 'مشرف النظام' }] } };
      if (request.url === API_PATHS.structures) return { data: { count: 0, results: [] } };
      return { data: { count: 2, results: users } };
    });
    setupI18n('fr', adminTranslations);
    renderInApp(<UserListPage />, { route: '/admin/users?role=7&structure=12' });

    expect(await screen.findByText('Administrateur')).toBeInTheDocument();
    const listReads = seen.filter((request) => request.url === API_PATHS.users).map((request) => request.params as Record<string, unknown>);
    expect(listReads.at(-1)).toMatchObject({ role: '7', structure: '12' });
  });
});
