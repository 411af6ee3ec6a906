import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS, type DciRow, type ImportReport } from '@evax/shared/contract';
import { fakeHttp } from '../../shared/jest/fake-http';
import { signInAs } from '../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { fileNameFromDisposition } from '../src/dci/api';
import { referenceTranslations } from '../src/i18n';
import { captureDownloads } from './support/downloads';
import DciListPage from '../src/dci/pages/DciListPage';

const slow = { timeout: 15_000 };

const rows: DciRow[] = [
  { id: 1, name: 'BCG', nameAr: null, vaccineType: 'live_attenuated', vaccineCategory: 'routine', ageRange: ['B'], is_active: true, validityDays: null },
];

function renderList(route: string) {
  setupI18n('en', referenceTranslations);
  return renderInApp(<DciListPage />, { route, path: '/admin/dci/*' });
}

describe('file names from content-disposition', () => {
  it('reads filename*, then filename, quoted or not', () => {
    expect(fileNameFromDisposition('attachment; filename="dci-2026-11-22.csv"')).toBe('dci-2026-11-22.csv');
    expect(fileNameFromDisposition('attachment; filename=dci.xlsx')).toBe('dci.xlsx');
    expect(fileNameFromDisposition('attachment; filename="x.csv"; filename*=UTF-8\'\'d%C3%A9c.csv')).toBe('déc.csv');
    expect(fileNameFromDisposition(undefined)).toBeNull();
  });
});

describe('DCI export and import', () => {
  const clicked = captureDownloads();

  it("exports the list's search, filter and ordering, saved under the server's file name", async () => {
    signInAs([PERMISSIONS.dci.viewList]);
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.dciList) return { data: { count: 1, results: rows } };
      if (request.url === API_PATHS.dciExport) {
        return { data: new Blob(['id,name']), headers: { 'content-disposition': 'attachment; filename="dci-2026-11-22.xlsx"' } };
      }
      return undefined;
    });
    renderList('/admin/dci?search=bc&is_active=0&ordering=-name&page=2');
    await screen.findByText('BCG', {}, slow);

    await userEvent.click(screen.getByRole('button', { name: /Export \(XLSX\)/ }));

    await waitFor(() => expect(clicked).toHaveLength(1), slow);
    expect(clicked[0]?.download).toBe('dci-2026-11-22.xlsx');
    const request = seen.find((candidate) => candidate.url === API_PATHS.dciExport);
    expect(request?.params).toEqual({ search: 'bc', ordering: '-name', is_active: 0, format: 'xlsx' });
    expect(request?.responseType).toBe('blob');
  });

  it('hides the import without add and edit', async () => {
    signInAs([PERMISSIONS.dci.viewList, PERMISSIONS.dci.add]);
    fakeHttp(() => ({ data: { count: 1, results: rows } }));
    renderList('/admin/dci');
    await screen.findByText('BCG', {}, slow);
    expect(screen.queryByRole('button', { name: /^upload Import$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export \(CSV\)/ })).toBeInTheDocument();
  });

  it('uploads a file in the chosen mode and shows the per-row report, then reloads the list', async () => {
    signInAs([PERMISSIONS.dci.viewList, PERMISSIONS.dci.add, PERMISSIONS.dci.edit]);
    const report: ImportReport = {
      mode: 'partial',
      committed: true,
      total: 3,
      created: 1,
      updated: 1,
      unchanged: 0,
      rejected: 1,
      ignoredColumns: ['colour'],
      rows: [
        { row: 2, status: 'created', id: 9, key: 'Rota' },
        { row: 3, status: 'updated', id: 1, key: 'BCG' },
        {
          row: 4,
          status: 'rejected',
          key: 'Polio',
          detail: 'invalid',
          fields: { vaccineType: [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }] },
        },
      ],
    };
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.dciList) return { data: { count: 1, results: rows } };
      if (request.url === API_PATHS.dciImport && request.method === 'post') return { data: report };
      return undefined;
    });
    renderList('/admin/dci');
    await screen.findByText('BCG', {}, slow);
    const listCalls = seen.filter((request) => request.url === API_PATHS.dciList).length;

    await userEvent.click(screen.getByRole('button', { name: /^upload Import$/ }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    const file = new File(['name,vaccineType\nRota,live_attenuated'], 'dci.csv', { type: 'text/csv' });
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    expect(await within(dialog).findByText('dci.csv', {}, slow)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Keep the valid rows'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText('The import has been saved', {}, slow)).toBeInTheDocument();
    expect(within(dialog).getByText('Polio')).toBeInTheDocument();
    expect(within(dialog).getByText('vaccineType: Invalid choice')).toBeInTheDocument();
    expect(within(dialog).queryByText('Rota')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Unknown columns ignored: colour')).toBeInTheDocument();
    const upload = seen.find((request) => request.url === API_PATHS.dciImport);
    expect(upload?.params).toEqual({ mode: 'partial' });
    expect((upload?.data as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(seen.filter((request) => request.url === API_PATHS.dciList).length).toBe(listCalls + 1), slow);
  });
});
