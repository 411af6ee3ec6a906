import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { API_PATHS, PERMISSIONS, type DciDetail, type SpecialtyRow } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { referenceTranslations } from '../src/i18n';
import DciFormPage from '../src/dci/pages/DciFormPage';
import DciListPage from '../src/dci/pages/DciListPage';
import DciShowPage from '../src/dci/pages/DciShowPage';
import DciSpecialtiesPage from '../src/dci/pages/DciSpecialtiesPage';

const slow = { timeout: 15_000 };

const bcg: DciDetail = {
  id: 1,
  name: 'BCG',
  nameAr: null,
  vaccineType: 'live_attenuated',
  vaccineCategory: 'routine',
  ageRange: ['B'],
  is_active: true,
  validityDays: null,
  specialtiesCount: 2,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/** Picks an option of an antd Select by its label. */
async function choose(field: HTMLElement, option: string) {
  await userEvent.click(field);
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, slow);
  await userEvent.click(options[options.length - 1]!);
}

describe('DCI form', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('refuses an empty form on the client, with the messages on the fields', async () => {
    const seen = fakeHttp(() => undefined);
    setupI18n('en', referenceTranslations);
    renderInApp(<DciFormPage />, { route: '/admin/add/new', path: '/admin/add/new' });

    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, slow));

    expect(await screen.findAllByText('This field is required', {}, slow)).toHaveLength(3);
    expect(seen).toHaveLength(0);
  });

  it('creates a DCI (name normalised) and goes back to the list', async () => {
    const seen = fakeHttp((request) => (request.url === API_PATHS.dciAdd && request.method === 'post' ? { status: 201, data: bcg } : undefined));
    setupI18n('en', referenceTranslations);
    renderInApp(<DciFormPage />, { route: '/admin/add/new', path: '/admin/add/new' });

    await userEvent.type(await screen.findByLabelText('International common name (DCI)', {}, slow), '  Rotavirus   oral ');
    await choose(screen.getByLabelText('Vaccine type'), 'Live attenuated');
    await choose(screen.getByLabelText('Category'), 'Routine');
    await choose(screen.getByLabelText('Age range'), '2 mo');
    await userEvent.type(screen.getByLabelText('Validity (days)'), '180');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(locationNow()).toBe('/admin/dci'), slow);
    expect(JSON.parse(String(seen[0]?.data))).toEqual({
      name: 'Rotavirus oral',
      nameAr: null,
      vaccineType: 'live_attenuated',
      vaccineCategory: 'routine',
      ageRange: ['M2'],
      is_active: true,
      validityDays: 180,
    });
  });

  it('loads the validity in days into the edit form', async () => {
    fakeHttp((request) => (request.url === '/api/ALL_DCI/1' && request.method === 'get' ? { data: { ...bcg, validityDays: 180 } } : undefined));
    setupI18n('en', referenceTranslations);
    renderInApp(<DciFormPage />, { route: '/admin/edit/1/dci', path: '/admin/edit/:id/dci' });
    const validity = await screen.findByLabelText('Validity (days)', {}, slow);
    await waitFor(() => expect(validity).toHaveValue('180'), slow);
  });

  it('shows the validity on the DCI: days, lifelong, or none', async () => {
    fakeHttp((request) => (request.url === '/api/ALL_DCI/1' && request.method === 'get' ? { data: { ...bcg, validityDays: 36500 } } : undefined));
    signInAs([PERMISSIONS.dci.viewList]);
    setupI18n('fr', referenceTranslations);
    renderInApp(<DciShowPage />, { route: '/admin/dci/1', path: '/admin/dci/:id' });
    expect(await screen.findByText('À vie', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Validité (jours)')).toBeInTheDocument();
  });

  it("edits a DCI and shows the server's field errors on their fields", async () => {
    const seen = fakeHttp((request) => {
      if (request.url === '/api/ALL_DCI/1' && request.method === 'get') return { data: bcg };
      if (request.url === '/api/ALL_DCI/1' && request.method === 'patch') {
        return {
          status: 400,
          data: { detail: 'invalid', key: 'ERROR.CODE.VALIDATION.FAILED', fields: { name: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] } },
        };
      }
      return undefined;
    });
    setupI18n('fr', referenceTranslations);
    renderInApp(<DciFormPage />, { route: '/admin/edit/1/dci', path: '/admin/edit/:id/dci' });

    const name = await screen.findByLabelText('Dénomination commune (DCI)', {}, slow);
    await waitFor(() => expect(name).toHaveValue('BCG'), slow);
    await userEvent.clear(name);
    await userEvent.type(name, 'Rage');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Cette valeur existe déjà', {}, slow)).toBeInTheDocument();
    // One error, one place: the field's message, no banner repeating it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(locationNow()).toBe('/admin/edit/1/dci');
    const patch = seen.find((request) => request.method === 'patch');
    expect(JSON.parse(String(patch?.data))).toMatchObject({ name: 'Rage', vaccineType: 'live_attenuated', ageRange: ['B'] });
  });
});

describe('DCI form and list together', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('the list says the save succeeded when the form comes back to it', async () => {
    signInAs([PERMISSIONS.dci.viewList, PERMISSIONS.dci.add]);
    fakeHttp((request) => {
      if (request.url === API_PATHS.dciAdd) return { status: 201, data: bcg };
      if (request.url === API_PATHS.dciList) return { data: { count: 0, results: [] } };
      return undefined;
    });
    setupI18n('en', referenceTranslations);
    renderInApp(
      <Routes>
        <Route path="/admin/add/new" element={<DciFormPage />} />
        <Route path="/admin/dci/*" element={<DciListPage />} />
      </Routes>,
      { route: '/admin/add/new' },
    );

    await userEvent.type(await screen.findByLabelText('International common name (DCI)', {}, slow), 'Rota');
    await choose(screen.getByLabelText('Vaccine type'), 'Live attenuated');
    await choose(screen.getByLabelText('Category'), 'Routine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your action has been saved', {}, slow)).toBeInTheDocument();
    expect(locationNow()).toBe('/admin/dci');
  });
});

describe('DCI detail and its specialties', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('shows the DCI and links to its specialties for who may list them', async () => {
    signInAs([PERMISSIONS.dci.viewList, PERMISSIONS.specialty.viewList]);
    fakeHttp((request) => (request.url === '/api/ALL_DCI/1' ? { data: bcg } : undefined));
    setupI18n('ar', referenceTranslations);
    renderInApp(<DciShowPage />, { route: '/admin/dci/1/show', path: '/admin/dci/:id/show' });

    expect(await screen.findByText('حي موهن', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تعديل' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'عرض الاختصاصات (2)' }));
    expect(locationNow()).toBe('/admin/dci/speciality/1/show');
  });

  it("lists one DCI's specialties from the API", async () => {
    const specialty: SpecialtyRow = {
      id: 5,
      dci: 1,
      dciName: 'BCG',
      dciNameAr: null,
      pctCode: '123456',
      commercialName: 'BCG Vaccine SSI',
      manufacturer: 'AJ Vaccines',
      label: null,
      labelAr: null,
      reminder: null,
      is_active: true,
    };
    const seen = fakeHttp((request) => (request.url === '/api/dci-speciality/1' ? { data: { count: 1, results: [specialty] } } : undefined));
    setupI18n('en', referenceTranslations);
    renderInApp(<DciSpecialtiesPage />, { route: '/admin/dci/speciality/1/show', path: '/admin/dci/speciality/:id/show' });

    const row = (await screen.findByText('BCG Vaccine SSI', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('AJ Vaccines')).toBeInTheDocument();
    expect(within(row).getByText('No reminder')).toBeInTheDocument();
    expect(seen[0]?.params).toEqual({ page: 1, page_size: 10, is_active: 1 });
    expect(API_PATHS.dciSpecialties).toBe('/api/dci-speciality/{id}');
  });
});
