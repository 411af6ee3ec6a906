import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS, type DciRow } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { referenceTranslations } from '../src/i18n';
import DciListPage from '../src/dci/pages/DciListPage';

const rows: DciRow[] = [
  { id: 1, name: 'BCG', nameAr: null, vaccineType: 'live_attenuated', vaccineCategory: 'routine', ageRange: ['B'], is_active: true, validityDays: null },
  { id: 2, name: 'Rage', nameAr: null, vaccineType: 'inactivated', vaccineCategory: 'rabies', ageRange: [], is_active: false, validityDays: null },
];

function renderList(route: string, language: 'fr' | 'ar' | 'en' = 'en') {
  setupI18n(language, referenceTranslations);
  return renderInApp(<DciListPage />, { route, path: '/admin/dci/*' });
}

/** antd is slow in jsdom, slower when every package's tests run at once. */
const slow = { timeout: 15_000 };

describe('DCI list actions', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('asks for active rows by default and inactive ones through the toggle', async () => {
    signInAs([PERMISSIONS.dci.viewList]);
    const seen = fakeHttp((request) => (request.url === API_PATHS.dciList ? { data: { count: 2, results: rows } } : undefined));
    renderList('/admin/dci');
    await screen.findByText('BCG', {}, slow);
    expect(seen[0]?.params).toEqual({ page: 1, page_size: 10, is_active: 1 });

    await userEvent.click(screen.getByText('Inactive'));

    await waitFor(() => expect(locationNow()).toBe('/admin/dci?is_active=0'), slow);
    await waitFor(() => expect(seen.at(-1)?.params).toEqual({ page: 1, page_size: 10, is_active: 0 }), slow);
  });

  it('hides "new" and disables edit, activate and delete without the permissions', async () => {
    signInAs([PERMISSIONS.dci.viewList]);
    fakeHttp(() => ({ data: { count: 2, results: rows } }));
    renderList('/admin/dci');
    await screen.findByText('BCG', {}, slow);

    expect(screen.queryByRole('button', { name: /New DCI/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show BCG' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit BCG' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deactivate BCG' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activate Rage' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete BCG' })).toBeDisabled();
  });

  it('offers every action with the permissions', async () => {
    signInAs([PERMISSIONS.dci.viewList, PERMISSIONS.dci.add, PERMISSIONS.dci.edit, PERMISSIONS.dci.delete]);
    fakeHttp(() => ({ data: { count: 2, results: rows } }));
    renderList('/admin/dci');
    await screen.findByText('BCG', {}, slow);

    expect(screen.getByRole('button', { name: /New DCI/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit BCG' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete BCG' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit BCG' }));
    expect(locationNow()).toBe('/admin/edit/1/dci');
  });

  it('deactivates through the nested confirmation, back to the list with its query, reloaded', async () => {
    signInAs([PERMISSIONS.dci.viewList, PERMISSIONS.dci.edit]);
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.dciList) return { data: { count: 2, results: rows } };
      if (request.url === '/api/DCI/1/deactivate' && request.method === 'post') return { data: { ...rows[0], is_active: false } };
      return undefined;
    });
    renderList('/admin/dci?search=b');
    await screen.findByText('BCG', {}, slow);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate BCG' }));
    expect(locationNow()).toBe('/admin/dci/deactivate/1?search=b');
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('Deactivate the DCI')).toBeInTheDocument();
    expect(within(dialog).getByText('Do you really want to deactivate this DCI?')).toBeInTheDocument();
    const listCalls = seen.filter((request) => request.url === API_PATHS.dciList).length;

    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() => expect(locationNow()).toBe('/admin/dci?search=b'), slow);
    expect(seen.some((request) => request.url === '/api/DCI/1/deactivate')).toBe(true);
    await waitFor(() => expect(seen.filter((request) => request.url === API_PATHS.dciList).length).toBe(listCalls + 1), slow);
    expect(await screen.findByText('Your action has been saved', {}, slow)).toBeInTheDocument();
  });

  it('shows the error translated and cancel goes back to the list', async () => {
    signInAs([PERMISSIONS.dci.viewList, PERMISSIONS.dci.edit]);
    fakeHttp((request) => {
      if (request.url === API_PATHS.dciList) return { data: { count: 2, results: rows } };
      return { status: 403, data: { detail: 'no', key: 'ERROR.CODE.FORBIDDEN' } };
    });
    renderList('/admin/dci/activate/2?page=1', 'fr');
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('Activer la DCI')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Activer' }));
    expect(await within(dialog).findByText('Accès refusé', {}, slow)).toBeInTheDocument();
    expect(locationNow()).toBe('/admin/dci/activate/2?page=1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(locationNow()).toBe('/admin/dci?page=1'), slow);
  });

  it('deletes after a confirmation and reloads', async () => {
    signInAs([PERMISSIONS.dci.viewList, PERMISSIONS.dci.delete]);
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.dciList) return { data: { count: 2, results: rows } };
      if (request.url === '/api/dci/1/delete' && request.method === 'delete') return { status: 204 };
      return undefined;
    });
    renderList('/admin/dci');
    await screen.findByText('BCG', {}, slow);

    await userEvent.click(screen.getByRole('button', { name: 'Delete BCG' }));
    expect(seen.some((request) => request.method === 'delete')).toBe(false);
    const confirm = await screen.findByText('Do you really want to delete this DCI? This cannot be undone.', {}, slow);
    const popup = confirm.closest('.ant-popconfirm') as HTMLElement;
    await userEvent.click(within(popup).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(seen.some((request) => request.url === '/api/dci/1/delete')).toBe(true), slow);
    expect(await screen.findByText('The DCI has been deleted', {}, slow)).toBeInTheDocument();
    expect(seen.filter((request) => request.url === API_PATHS.dciList).length).toBeGreaterThanOrEqual(2);
  });
});
