import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS, type DciDetail, type DciRow, type SpecialtyRow } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { referenceTranslations } from '../src/i18n';
import DciFormPage from '../src/dci/pages/DciFormPage';
import DciListPage from '../src/dci/pages/DciListPage';
import DciShowPage from '../src/dci/pages/DciShowPage';
import SpecialtyFormPage from '../src/specialty/pages/SpecialtyFormPage';
import SpecialtyListPage from '../src/specialty/pages/SpecialtyListPage';
import SpecialtyShowPage from '../src/specialty/pages/SpecialtyShowPage';

// The catalogue reads in the page's language: the Arabic value on Arabic pages, the French one
// otherwise, each falling back to the other (docs/decisions.md, catalogue data in both languages).

const slow = { timeout: 15_000 };
const ROTA_AR = 'لقاح فيروس الروتا الفموي';

const rows: DciRow[] = [
  {
    id: 1,
    name: 'Vaccin rotavirus oral',
    nameAr: ROTA_AR,
    vaccineType: 'live_attenuated',
    vaccineCategory: 'routine',
    ageRange: ['M2'],
    is_active: true,
    validityDays: null,
  },
  {
    id: 2,
    name: 'Vaccin sans traduction',
    nameAr: null,
    vaccineType: 'inactivated',
    vaccineCategory: 'rabies',
    ageRange: [],
    is_active: true,
    validityDays: null,
  },
];
const rota: DciDetail = { ...rows[0]!, specialtiesCount: 1, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const rotarix: SpecialtyRow = {
  id: 7,
  dci: 1,
  dciName: 'Vaccin rotavirus oral',
  dciNameAr: ROTA_AR,
  pctCode: '9900037',
  commercialName: 'Rotarix',
  manufacturer: 'GlaxoSmithKline',
  label: 'Suspension buvable, 1,5 ml',
  labelAr: 'معلق للشرب، 1,5 مل',
  reminder: null,
  is_active: true,
};

async function choose(field: HTMLElement, option: string) {
  await userEvent.click(field);
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, slow);
  await userEvent.click(options[options.length - 1]!);
}

describe('the catalogue in the page language', () => {
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('the DCI list shows the Arabic names on an Arabic page, the French one where none, and sorts the column by the Arabic name', async () => {
    const seen = fakeHttp(() => ({ data: { count: 2, results: rows } }));
    setupI18n('ar', referenceTranslations);
    renderInApp(<DciListPage />, { route: '/admin/dci' });

    expect(await screen.findByText(ROTA_AR, {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Vaccin sans traduction')).toBeInTheDocument();
    expect(screen.queryByText('Vaccin rotavirus oral')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('columnheader', { name: /التسمية المشتركة الدولية/ }));
    await waitFor(() => expect(seen.at(-1)?.params).toMatchObject({ ordering: 'nameAr' }), slow);
  });

  it('the DCI list shows the French names on a French page and sorts by them', async () => {
    const seen = fakeHttp(() => ({ data: { count: 2, results: rows } }));
    setupI18n('fr', referenceTranslations);
    renderInApp(<DciListPage />, { route: '/admin/dci' });

    expect(await screen.findByText('Vaccin rotavirus oral', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(ROTA_AR)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('columnheader', { name: /Dénomination commune/ }));
    await waitFor(() => expect(seen.at(-1)?.params).toMatchObject({ ordering: 'name' }), slow);
  });

  it('the DCI page is titled in Arabic on an Arabic page and shows both names, each in its direction', async () => {
    signInAs([PERMISSIONS.dci.viewList]);
    fakeHttp(() => ({ data: rota }));
    setupI18n('ar', referenceTranslations);
    renderInApp(<DciShowPage />, { route: '/admin/dci/1/show', path: '/admin/dci/:id/show' });

    const arabic = await screen.findAllByText(ROTA_AR, {}, slow);
    expect(arabic).toHaveLength(2); // the card's title and the Arabic name's row
    expect(document.querySelector('.ant-card-head-title')).toHaveTextContent(ROTA_AR);
    expect(screen.getByText('Vaccin rotavirus oral')).toHaveAttribute('dir', 'ltr');
    expect(arabic.find((element) => element.getAttribute('lang') === 'ar')).toHaveAttribute('dir', 'rtl');
  });

  it('the DCI form has the Arabic name right to left, refuses Latin letters in it, and sends it', async () => {
    const seen = fakeHttp((request) => (request.url === API_PATHS.dciAdd ? { status: 201, data: rota } : undefined));
    setupI18n('en', referenceTranslations);
    renderInApp(<DciFormPage />, { route: '/admin/add/new', path: '/admin/add/new' });

    const arabic = await screen.findByLabelText('International common name in Arabic', {}, slow);
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('International common name (DCI)')).toHaveAttribute('dir', 'ltr');
    await userEvent.type(screen.getByLabelText('International common name (DCI)'), 'Vaccin rotavirus oral');
    await choose(screen.getByLabelText('Vaccine type'), 'Live attenuated');
    await choose(screen.getByLabelText('Category'), 'Routine');
    await userEvent.type(arabic, 'Rota');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Arabic script, no Latin letters', {}, slow)).toBeInTheDocument();
    expect(seen).toHaveLength(0);

    await userEvent.clear(arabic);
    await userEvent.type(arabic, `  ${ROTA_AR} `);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(locationNow()).toBe('/admin/dci'), slow);
    expect(JSON.parse(String(seen[0]?.data))).toMatchObject({ name: 'Vaccin rotavirus oral', nameAr: ROTA_AR });
  });

  it('the DCI search of the specialty form offers the DCIs by their Arabic name on an Arabic page', async () => {
    fakeHttp((request) => (request.url === API_PATHS.dciList ? { data: { count: 2, results: rows } } : undefined));
    setupI18n('ar', referenceTranslations);
    renderInApp(<SpecialtyFormPage />, { route: '/admin/specialtie/add/new', path: '/admin/specialtie/add/new' });

    await userEvent.type(await screen.findByLabelText('التسمية المشتركة الدولية', {}, slow), 'rot');
    const listbox = await screen.findAllByText(ROTA_AR, { selector: '.ant-select-item-option-content' }, slow);
    expect(listbox.length).toBeGreaterThan(0);
    expect(screen.getAllByText('Vaccin sans traduction', { selector: '.ant-select-item-option-content' }).length).toBeGreaterThan(0);
  });

  it('the specialty form edits the Arabic presentation right to left and shows the DCI in Arabic', async () => {
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.specialtyList && request.method === 'get') return { data: rotarix };
      if (request.url === '/api/Specialtie/7') return { data: rotarix };
      return { data: { count: 0, results: [] } };
    });
    setupI18n('ar', referenceTranslations);
    renderInApp(<SpecialtyFormPage />, { route: '/admin/edit/7/specialtie', path: '/admin/edit/:id/specialtie' });

    const labelAr = await screen.findByLabelText('العرض بالعربية', {}, slow);
    await waitFor(() => expect(labelAr).toHaveValue('معلق للشرب، 1,5 مل'), slow);
    expect(labelAr).toHaveAttribute('dir', 'rtl');
    expect(within(document.querySelector('#specialty_dci')!.closest('.ant-select')! as HTMLElement).getByText(ROTA_AR)).toBeInTheDocument();
    await userEvent.clear(labelAr);
    await userEvent.type(labelAr, 'معلق للشرب في أداة، 1,5 مل');
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(seen.some((request) => request.method !== 'get')).toBe(true), slow);
    expect(JSON.parse(String(seen.find((request) => request.method !== 'get')?.data))).toMatchObject({ labelAr: 'معلق للشرب في أداة، 1,5 مل' });
  });

  it('the specialty list and page show the DCI and the presentation in Arabic on an Arabic page', async () => {
    signInAs([PERMISSIONS.specialty.viewList]);
    fakeHttp((request) => ({ data: request.params?.id ? rotarix : { count: 1, results: [rotarix] } }));
    setupI18n('ar', referenceTranslations);
    const list = renderInApp(<SpecialtyListPage />, { route: '/admin/specialtie' });
    expect(await screen.findByText(ROTA_AR, {}, slow)).toBeInTheDocument();
    list.unmount();

    renderInApp(<SpecialtyShowPage />, { route: '/admin/specialtie/7', path: '/admin/specialtie/:id' });
    expect(await screen.findByText(ROTA_AR, {}, slow)).toBeInTheDocument();
    expect(screen.getByText('معلق للشرب، 1,5 مل')).toHaveAttribute('dir', 'rtl');
  });
});
