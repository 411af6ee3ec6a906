import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNotifications } from '@evax/shared/runtime';
import { CrudListPage } from '@evax/shared/ui';
import { signInAs } from '../../../jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../../jest/render';
import { aPage, THING_PERMISSIONS, THING_TEXTS, thingEntity, type Thing } from './kit-fixtures';

configure({ asyncUtilTimeout: 15_000 });

const rows: Thing[] = [
  { id: 1, name: 'Alpha', is_active: true },
  { id: 2, name: 'Beta', is_active: false },
];
const columns = [{ key: 'name', dataIndex: 'name', title: 'Name' }];
const nameOf = (row: Thing) => row.name;

function renderList(entity = thingEntity({ page: jest.fn(async () => aPage(rows)) }), props: { deletable?: (row: Thing) => boolean } = {}) {
  renderInApp(<CrudListPage entity={entity} columns={columns} rowName={nameOf} {...props} />, { route: '/admin/things?page=1', path: '/admin/things/*' });
  return entity;
}

describe('CrudListPage', () => {
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
    setupI18n('en', THING_TEXTS);
  });

  it("adds the status and the actions columns after the entity's own, and the New button", async () => {
    signInAs(Object.values(THING_PERMISSIONS));
    renderList();
    expect(await screen.findByText('Alpha')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(expect.arrayContaining(['Name', 'Status', 'Actions']));
    expect(screen.getByText('Archived')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate Alpha' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Activate Beta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New thing/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search a thing')).toBeInTheDocument();
  });

  it('holds back what the caller may not do', async () => {
    signInAs([THING_PERMISSIONS.list]);
    renderList();
    await screen.findByText('Alpha');
    expect(screen.getByRole('button', { name: 'Edit Alpha' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Alpha' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /New thing/ })).not.toBeInTheDocument();
  });

  it('keeps a row that is not deletable, and deletes another with its message', async () => {
    signInAs(Object.values(THING_PERMISSIONS));
    const entity = renderList(undefined, { deletable: (row) => row.id !== 1 });
    await screen.findByText('Alpha');
    expect(screen.getByRole('button', { name: 'Delete Alpha' })).toBeDisabled();

    useNotifications.getState().take();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Beta' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(entity.api.remove).toHaveBeenCalledWith(2));
    await waitFor(() => expect(useNotifications.getState().pending.map((toast) => toast.message)).toContain('THING.DELETED'));
  });

  it("opens the status confirmation under the list's path and calls setActive", async () => {
    signInAs(Object.values(THING_PERMISSIONS));
    const entity = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Alpha' }));
    await waitFor(() => expect(locationNow()).toBe('/admin/things/deactivate/1?page=1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Deactivate the thing')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(entity.api.setActive).toHaveBeenCalledWith('1', false));
    await waitFor(() => expect(locationNow()).toBe('/admin/things?page=1'));
  });
});
