import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowActions, type RowActionsProps } from '@evax/shared/ui';
import { locationNow, renderInApp, setupI18n } from '../../jest/render';

const onDelete = jest.fn();

function renderActions(width: number, rights: Partial<RowActionsProps> = {}) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  setupI18n('en');
  return renderInApp(
    <RowActions
      name="BCG"
      id={7}
      active
      showPath="/admin/dci/7/show"
      editPath="/admin/dci/7/edit"
      listPath="/admin/dci"
      search="?page=2"
      canEdit
      canActivate
      canDelete
      deleteTitleKey="COMMON.ACTIONS.DELETE"
      deleteMessageKey="COMMON.ACTIONS.DELETE"
      onDelete={onDelete}
      {...rights}
    />,
    { route: '/admin/dci?page=2' },
  );
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Actions BCG' }));
  return screen.findByRole('menu');
}

describe('RowActions', () => {
  afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 }));

  it('shows one button per action on a wide screen', () => {
    renderActions(1366);
    for (const name of ['Show BCG', 'Edit BCG', 'Deactivate BCG', 'Delete BCG']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions BCG' })).not.toBeInTheDocument();
  });

  it('collapses into one "…" menu below md, with the same actions', async () => {
    renderActions(390);
    expect(screen.queryByRole('button', { name: 'Edit BCG' })).not.toBeInTheDocument();
    const menu = await openMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Show', 'Edit', 'Deactivate', 'Delete']);

    await userEvent.click(within(menu).getByRole('menuitem', { name: /Deactivate/ }));
    await waitFor(() => expect(locationNow()).toBe('/admin/dci/deactivate/7?page=2'));
  });

  it('keeps the permissions: a forbidden action is a disabled item', async () => {
    renderActions(390, { canEdit: false, canDelete: false });
    const menu = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: /Edit/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: /Delete/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('menuitem', { name: /Show/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('still asks before deleting from the menu', async () => {
    renderActions(390);
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Delete/ }));
    expect(onDelete).not.toHaveBeenCalled();

    const confirm = await screen.findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
