import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS, type DciRow, type SpecialtyRow } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { referenceTranslations } from '../src/i18n';
import SpecialtyFormPage from '../src/specialty/pages/SpecialtyFormPage';
import SpecialtyShowPage from '../src/specialty/pages/SpecialtyShowPage';

const slow = { timeout: 15_000 };

const dcis: DciRow[] = [
  { id: 3, name: 'BCG', nameAr: null, vaccineType: 'live_attenuated', vaccineCategory: 'routine', ageRange: ['B'], is_active: true, validityDays: null },
  { id: 5, name: 'Rotavirus', nameAr: null, vaccineType: 'live_attenuated', vaccineCategory: 'routine', ageRange: [], is_active: true, validityDays: null },
];

const verorab: SpecialtyRow = {
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
  is_active: true,
};

describe('specialty form', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('refuses an empty form on the client, with the messages on the fields', async () => {
    const seen = fakeHttp((request) => (request.url === API_PATHS.dciList ? { data: { count: 2, results: dcis } } : undefined));
    setupI18n('en', referenceTranslations);
    renderInApp(<SpecialtyFormPage />, { route: '/admin/specialtie/add/new', path: '/admin/specialtie/add/new' });

    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, slow));

    expect(await screen.findAllByText('This field is required', {}, slow)).toHaveLength(4);
    expect(seen.filter((request) => request.method !== 'get')).toHaveLength(0);
  });

  it('searches the active DCIs once the typing pauses, then creates the specialty', async () => {
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.dciList) return { data: { count: 1, results: [dcis[1]] } };
      if (request.url === API_PATHS.specialtyAdd && request.method === 'post') return { status: 201, data: verorab };
      return undefined;
    });
    setupI18n('en', referenceTranslations);
    renderInApp(<SpecialtyFormPage />, { route: '/admin/specialtie/add/new', path: '/admin/specialtie/add/new' });

    const dci = await screen.findByLabelText('DCI', {}, slow);
    await userEvent.type(dci, 'rot');
    await waitFor(() => expect(seen.some((request) => request.url === API_PATHS.dciList && request.params?.search === 'rot')).toBe(true), slow);
    const searches = seen.filter((request) => request.url === API_PATHS.dciList).map((request) => request.params);
    // Debounced: no request for "r" or "ro"; every one asks for active DCIs only.
    expect(searches.some((params) => params?.search === 'r' || params?.search === 'ro')).toBe(false);
    expect(searches.every((params) => params?.is_active === 1)).toBe(true);
    const options = await screen.findAllByText('Rotavirus', { selector: '.ant-select-item-option-content' }, slow);
    await userEvent.click(options[options.length - 1]!);

    await userEvent.type(screen.getByLabelText('PCT code'), '123456');
    await userEvent.type(screen.getByLabelText('Commercial name'), '  Rotarix   oral ');
    await userEvent.type(screen.getByLabelText('Manufacturer'), 'GSK');
    await userEvent.type(screen.getByLabelText('Reminder (days)'), '30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(locationNow()).toBe('/admin/specialtie'), slow);
    const post = seen.find((request) => request.method === 'post');
    expect(JSON.parse(String(post?.data))).toEqual({
      dci: 5,
      pctCode: '123456',
      commercialName: 'Rotarix oral',
      manufacturer: 'GSK',
      label: null,
      labelAr: null,
      reminder: 30,
      is_active: true,
    });
  });

  it("edits a specialty and shows the server's field errors on their fields", async () => {
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.specialtyList && request.method === 'get') return { data: verorab };
      if (request.url === API_PATHS.dciList) return { data: { count: 2, results: dcis } };
      if (request.url === '/api/Specialtie/2' && request.method === 'patch') {
        return {
          status: 400,
          data: { detail: 'invalid', key: 'ERROR.CODE.VALIDATION.FAILED', fields: { pctCode: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] } },
        };
      }
      return undefined;
    });
    setupI18n('fr', referenceTranslations);
    renderInApp(<SpecialtyFormPage />, { route: '/admin/edit/2/specialtie', path: '/admin/edit/:id/specialtie' });

    const name = await screen.findByLabelText('Nom commercial', {}, slow);
    await waitFor(() => expect(name).toHaveValue('Verorab'), slow);
    expect(seen[0]?.params).toEqual({ id: '2' });
    expect(screen.getByText('Rage')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(seen.some((request) => request.method === 'patch')).toBe(true), slow);
    const patch = seen.find((request) => request.method === 'patch');
    expect(JSON.parse(String(patch?.data))).toMatchObject({ dci: 4, pctCode: '654321', reminder: 365 });
    expect(await screen.findByText('Cette valeur existe déjà', {}, slow)).toBeInTheDocument();
    expect(locationNow()).toBe('/admin/edit/2/specialtie');
  });

  it('shows one specialty, with edit only for those allowed', async () => {
    signInAs([PERMISSIONS.specialty.view]);
    fakeHttp((request) => (request.url === API_PATHS.specialtyList ? { data: verorab } : undefined));
    setupI18n('en', referenceTranslations);
    renderInApp(<SpecialtyShowPage />, { route: '/admin/specialtie/2', path: '/admin/specialtie/:id' });

    expect(await screen.findByText('Sanofi', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Rage')).toBeInTheDocument();
    expect(screen.getByText('365 days')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(locationNow()).toBe('/admin/specialtie');
  });
});
