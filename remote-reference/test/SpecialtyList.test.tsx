import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS, type SpecialtyRow } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { referenceTranslations } from '../src/i18n';
import SpecialtyListPage from '../src/specialty/pages/SpecialtyListPage';

const rows: SpecialtyRow[] = [
  {
    id: 1,
    dci: 3,
    dciName: 'BCG',
    dciNameAr: null,
    pctCode: '123456',
    commercialName: 'BCG Vaccine SSI',
    manufacturer: 'AJ Vaccines',
    label: null,
    labelAr: null,
    reminder: null,
    is_active: true,
  },
  {
    id: 2,
    dci: 4,
    dciName: 'Rage',
    dciNameAr: null,
    pctCode: '654321',
    commercialName: 'Verorab',
    manufacturer: 'Sanofi',
    label: '0,5 ml',
    labelAr: null,
    reminder: 365,
    is_active: false,
  },
];

function renderList(route: string, language: 'fr' | 'ar' | 'en' = 'en') {
  setupI18n(language, referenceTranslations);
  return renderInApp(<SpecialtyListPage />, { route, path: '/admin/specialtie/*' });
}

/** antd is slow in jsdom, slower when every package's tests run at once. */
const slow = { timeout: 15_000 };

describe('specialty list', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('lists the active specialties with their DCI and reminder, inactive ones through the toggle', async () => {
    signInAs([PERMISSIONS.specialty.viewList]);
    const seen = fakeHttp((request) => (request.url === API_PATHS.specialtyList ? { data: { count: 2, results: rows } } : undefined));
    renderList('/admin/specialtie');
    await screen.findByText('BCG Vaccine SSI', {}, slow);
    expect(seen[0]?.params).toEqual({ page: 1, page_size: 10, is_active: 1 });
    expect(screen.getByText('AJ Vaccines')).toBeInTheDocument();
    expect(screen.getByText('No reminder')).toBeInTheDocument();
    expect(screen.getByText('365 days')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Inactive'));

    await waitFor(() => expect(locationNow()).toBe('/admin/specialtie?is_active=0'), slow);
    await waitFor(() => expect(seen.at(-1)?.params).toEqual({ page: 1, page_size: 10, is_active: 0 }), slow);
  });

  it('hides "new" and disables edit, activate and delete without the permissions', async () => {
    signInAs([PERMISSIONS.specialty.viewList]);
    fakeHttp(() => ({ data: { count: 2, results: rows } }));
    renderList('/admin/specialtie');
    await screen.findByText('Verorab', {}, slow);

    expect(screen.queryByRole('button', { name: /New specialty/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Verorab' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit Verorab' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deactivate BCG Vaccine SSI' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activate Verorab' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Verorab' })).toBeDisabled();
  });

  it('offers every action with the permissions, each on its route', async () => {
    signInAs([
      PERMISSIONS.specialty.viewList,
      PERMISSIONS.specialty.add,
      PERMISSIONS.specialty.edit,
      PERMISSIONS.specialty.activate,
      PERMISSIONS.specialty.delete,
    ]);
    fakeHttp(() => ({ data: { count: 2, results: rows } }));
    renderList('/admin/specialtie');
    await screen.findByText('Verorab', {}, slow);

    expect(screen.getByRole('button', { name: 'Activate Verorab' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Verorab' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Verorab' }));
    expect(locationNow()).toBe('/admin/edit/2/specialtie');
  });

  it('goes to the detail', async () => {
    signInAs([PERMISSIONS.specialty.viewList, PERMISSIONS.specialty.add]);
    fakeHttp(() => ({ data: { count: 2, results: rows } }));
    renderList('/admin/specialtie');
    await screen.findByText('Verorab', {}, slow);

    await userEvent.click(screen.getByRole('button', { name: 'Show Verorab' }));
    expect(locationNow()).toBe('/admin/specialtie/2');
  });

  it('creates from the toolbar', async () => {
    signInAs([PERMISSIONS.specialty.viewList, PERMISSIONS.specialty.add]);
    fakeHttp(() => ({ data: { count: 2, results: rows } }));
    renderList('/admin/specialtie');
    await screen.findByText('Verorab', {}, slow);

    await userEvent.click(screen.getByRole('button', { name: /New specialty/ }));
    expect(locationNow()).toBe('/admin/specialtie/add/new');
  });

  it('deactivates through the nested confirmation, back to the list with its query, reloaded', async () => {
    signInAs([PERMISSIONS.specialty.viewList, PERMISSIONS.specialty.activate]);
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.specialtyList) return { data: { count: 2, results: rows } };
      if (request.url === '/api/Specialtie/1/deactivate' && request.method === 'post') return { data: { ...rows[0], is_active: false } };
      return undefined;
    });
    renderList('/admin/specialtie?search=b');
    await screen.findByText('BCG Vaccine SSI', {}, slow);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate BCG Vaccine SSI' }));
    expect(locationNow()).toBe('/admin/specialtie/deactivate/1?search=b');
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('Deactivate the specialty')).toBeInTheDocument();
    expect(within(dialog).getByText('Do you really want to deactivate this specialty?')).toBeInTheDocument();
    const listCalls = seen.filter((request) => request.url === API_PATHS.specialtyList).length;

    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    await waitFor(() => expect(locationNow()).toBe('/admin/specialtie?search=b'), slow);
    expect(seen.some((request) => request.url === '/api/Specialtie/1/deactivate')).toBe(true);
    await waitFor(() => expect(seen.filter((request) => request.url === API_PATHS.specialtyList).length).toBe(listCalls + 1), slow);
    expect(await screen.findByText('Your action has been saved', {}, slow)).toBeInTheDocument();
  });

  it('activates in Arabic; an error stays in the dialog and cancel goes back to the list', async () => {
    signInAs([PERMISSIONS.specialty.viewList, PERMISSIONS.specialty.activate]);
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.specialtyList) return { data: { count: 2, results: rows } };
      return { status: 403, data: { detail: 'no', key: 'ERROR.CODE.FORBIDDEN' } };
    });
    renderList('/admin/specialtie/activate/2?page=1', 'ar');
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('تفعيل الاختصاص')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'تفعيل' }));
    await waitFor(() => expect(seen.some((request) => request.url === '/api/Specialtie/2/activate' && request.method === 'post')).toBe(true), slow);
    expect(locationNow()).toBe('/admin/specialtie/activate/2?page=1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    await waitFor(() => expect(locationNow()).toBe('/admin/specialtie?page=1'), slow);
  });

  it('deletes after a confirmation and reloads', async () => {
    signInAs([PERMISSIONS.specialty.viewList, PERMISSIONS.specialty.delete]);
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.specialtyList) return { data: { count: 2, results: rows } };
      if (request.url === '/api/Specialtie/2/delete' && request.method === 'delete') return { status: 204 };
      return undefined;
    });
    renderList('/admin/specialtie');
    await screen.findByText('Verorab', {}, slow);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Verorab' }));
    expect(seen.some((request) => request.method === 'delete')).toBe(false);
    const confirm = await screen.findByText('Do you really want to delete this specialty? This cannot be undone.', {}, slow);
    const popup = confirm.closest('.ant-popconfirm') as HTMLElement;
    await userEvent.click(within(popup).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(seen.some((request) => request.url === '/api/Specialtie/2/delete')).toBe(true), slow);
    expect(await screen.findByText('The specialty has been deleted', {}, slow)).toBeInTheDocument();
    expect(seen.filter((request) => request.url === API_PATHS.specialtyList).length).toBeGreaterThanOrEqual(2);
  });
});
