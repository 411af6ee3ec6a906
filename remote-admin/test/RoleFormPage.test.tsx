import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, apiPath, PERMISSIONS, type RoleDetail } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { adminTranslations } from '../src/i18n';
import RoleFormPage from '../src/role/pages/RoleFormPage';

const role: RoleDetail = {
  id: 7,
  code: 'LECTEUR',
  nameFr: 'Lecteur',
  nameAr: 'قارئ',
  is_active: true,
  permissionCount: 2,
  userCount: 3,
  permissions: [PERMISSIONS.admin.viewUsers, PERMISSIONS.dashboard.view],
};

describe('role form: the permission matrix and the diff before saving', () => {
  afterEach(restoreHttp);

  it('selects an area at once, shows what is added and removed, then saves the matrix', async () => {
    const requests = fakeHttp((request) => {
      if (request.method === 'get' && request.url === apiPath(API_PATHS.role, { id: 7 })) return { data: role };
      if (request.method === 'patch') return { data: { ...role, permissions: JSON.parse(String(request.data)).permissions } };
      return undefined;
    });
    setupI18n('fr', adminTranslations);
    renderInApp(<RoleFormPage />, { route: '/admin/roles/7/edit', path: '/admin/roles/:id/edit' });

    expect(await screen.findByDisplayValue('LECTEUR')).toBeInTheDocument();
    // Every permission has its description; the admin area is partly held.
    expect(screen.getByText('Voir les utilisateurs')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner — Administration' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Voir le tableau de bord\s+view-dashboard$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(screen.getByTestId('permissions-added')).getByText('Ajouter les utilisateurs')).toBeInTheDocument();
    expect(within(screen.getByTestId('permissions-added')).queryByText('Voir les utilisateurs')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('permissions-removed')).getByText('Voir le tableau de bord')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'patch')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'patch')).toHaveLength(1));
    const body = JSON.parse(String(requests.find((r) => r.method === 'patch')!.data)) as { permissions: string[] };
    expect(body.permissions).toEqual(Object.values(PERMISSIONS.admin));
  });

  it('reads right to left in Arabic, with the descriptions in Arabic', async () => {
    fakeHttp(() => undefined);
    setupI18n('ar', adminTranslations);
    renderInApp(<RoleFormPage />, { route: '/admin/roles/new', path: '/admin/roles/new' });
    expect(await screen.findByText('عرض المستخدمين')).toBeInTheDocument();
    expect(screen.getByText('الإدارة')).toBeInTheDocument();
  });
});
