import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMISSIONS } from '@evax/shared/contract';
import { ListToolbar, type ListToolbarProps } from '@evax/shared/ui';
import { signInAs } from '../../../jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../../jest/render';
import { THING_TEXTS } from './kit-fixtures';

const { dci } = PERMISSIONS;

function renderToolbar() {
  const props: ListToolbarProps = {
    exportFile: jest.fn(),
    importer: { importFile: jest.fn(), permission: [dci.add, dci.edit], titleKey: 'THING.IMPORT_TITLE', keyColumnKey: 'THING.NAME', onImported: jest.fn() },
    create: { labelKey: 'THING.NEW', path: '/admin/things/new', permission: dci.add },
  };
  renderInApp(<ListToolbar {...props} />, { route: '/admin/things' });
}

describe('ListToolbar', () => {
  beforeEach(() => setupI18n('en', THING_TEXTS));

  it('shows export, import and New to a caller who may add and edit; New opens the add page', async () => {
    signInAs([dci.add, dci.edit]);
    renderToolbar();
    expect(screen.getByRole('button', { name: /Export \(CSV\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Import/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /New thing/ }));
    await waitFor(() => expect(locationNow()).toBe('/admin/things/new'));
  });

  it('keeps only the export for a reader', () => {
    signInAs([dci.viewList]);
    renderToolbar();
    expect(screen.getByRole('button', { name: /Export \(XLSX\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New thing/ })).not.toBeInTheDocument();
  });

  it('hides the import from a caller who may add but not edit (an import does both)', () => {
    signInAs([dci.add]);
    renderToolbar();
    expect(screen.getByRole('button', { name: /New thing/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Import/ })).not.toBeInTheDocument();
  });

  it('shows no button it was not given', () => {
    signInAs([dci.add, dci.edit]);
    renderInApp(<ListToolbar create={{ labelKey: 'THING.NEW', path: '/admin/things/new', permission: dci.add }} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['New thing']);
  });
});
