import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS, type ImportReport, type SpecialtyRow } from '@evax/shared/contract';
import { fakeHttp } from '../../shared/jest/fake-http';
import { signInAs } from '../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { referenceTranslations } from '../src/i18n';
import { captureDownloads } from './support/downloads';
import SpecialtyListPage from '../src/specialty/pages/SpecialtyListPage';

const slow = { timeout: 15_000 };

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
];

function renderList(route: string) {
  setupI18n('en', referenceTranslations);
  return renderInApp(<SpecialtyListPage />, { route, path: '/admin/specialtie/*' });
}

describe('specialty export and import', () => {
  const clicked = captureDownloads();

  it('exports the specialties the list selects, under a default name when the server gives none', async () => {
    signInAs([PERMISSIONS.specialty.viewList]);
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.specialtyList) return { data: { count: 1, results: rows } };
      if (request.url === API_PATHS.specialtyExport) return { data: new Blob(['id,pctCode']) };
      return undefined;
    });
    renderList('/admin/specialtie?search=bc&ordering=-pctCode');
    await screen.findByText('BCG Vaccine SSI', {}, slow);

    await userEvent.click(screen.getByRole('button', { name: /Export \(CSV\)/ }));

    await waitFor(() => expect(clicked).toHaveLength(1), slow);
    expect(clicked[0]?.download).toBe('specialties.csv');
    const request = seen.find((candidate) => candidate.url === API_PATHS.specialtyExport);
    expect(request?.params).toEqual({ search: 'bc', ordering: '-pctCode', is_active: 1 });
    expect(seen.some((candidate) => candidate.url === API_PATHS.dciExport)).toBe(false);
  });

  it('hides the import without add and edit', async () => {
    signInAs([PERMISSIONS.specialty.viewList, PERMISSIONS.specialty.add]);
    fakeHttp(() => ({ data: { count: 1, results: rows } }));
    renderList('/admin/specialtie');
    await screen.findByText('BCG Vaccine SSI', {}, slow);
    expect(screen.queryByRole('button', { name: /^upload Import$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export \(XLSX\)/ })).toBeInTheDocument();
  });

  it('uploads to the specialty import and shows the report keyed by PCT code', async () => {
    signInAs([PERMISSIONS.specialty.viewList, PERMISSIONS.specialty.add, PERMISSIONS.specialty.edit]);
    const report: ImportReport = {
      mode: 'all_or_nothing',
      committed: false,
      total: 2,
      created: 0,
      updated: 0,
      unchanged: 1,
      rejected: 1,
      ignoredColumns: [],
      rows: [
        { row: 2, status: 'unchanged', id: 1, key: '123456' },
        {
          row: 3,
          status: 'rejected',
          key: '999999',
          detail: 'invalid',
          fields: { dci: [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }] },
        },
      ],
    };
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.specialtyList) return { data: { count: 1, results: rows } };
      if (request.url === API_PATHS.specialtyImport && request.method === 'post') return { data: report };
      return undefined;
    });
    renderList('/admin/specialtie');
    await screen.findByText('BCG Vaccine SSI', {}, slow);

    await userEvent.click(screen.getByRole('button', { name: /^upload Import$/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('Import specialties')).toBeInTheDocument();
    const file = new File(['pctCode,dci\n999999,Nope'], 'specialties.csv', { type: 'text/csv' });
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText('Nothing was saved: fix the rejected rows and try again', {}, slow)).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'PCT code' })).toBeInTheDocument();
    expect(within(dialog).getByText('999999')).toBeInTheDocument();
    expect(within(dialog).getByText('dci: Invalid choice')).toBeInTheDocument();
    const upload = seen.find((request) => request.url === API_PATHS.specialtyImport);
    expect(upload?.params).toEqual({ mode: 'all_or_nothing' });
  });
});
