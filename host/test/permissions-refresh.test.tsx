import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, PERMISSIONS, PERMISSIONS_VERSION_HEADER, permissionsVersion, type MeSessionResponse, type Permission } from '@evax/shared/contract';
import { useAuthStore } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { aUser, signInAs } from '../../shared/jest/fixtures';
import { openApp, serveRemotes } from './app-harness';
import { fakeCitizen, fakeReference } from './fake-modules';

const CHILDREN = PERMISSIONS.citizen.viewChildrenList;
const DCI = PERMISSIONS.dci.viewList;

/**
 * Issue 34: a permission removed from the user's role while they work. The API says the version of
 * their permissions now on every answer; the portal reads them again and the menu and the route
 * guards follow, without signing out.
 */
describe('the menu after a role change', () => {
  afterEach(restoreHttp);

  it('loses the entry of a permission removed at the next answer of the API, and the page is no longer offered', async () => {
    let current: Permission[] = [CHILDREN, DCI];
    fakeHttp((request) => {
      const headers = { [PERMISSIONS_VERSION_HEADER]: permissionsVersion(current) };
      if (request.url === API_PATHS.me) return { headers, data: { user: aUser(), phone: null, permissions: current } satisfies MeSessionResponse };
      if (request.url === '/api/ALL_DCI' && !current.includes(DCI)) return { headers, status: 403, data: { detail: 'Forbidden', key: 'ERROR.CODE.FORBIDDEN' } };
      return { headers, data: { count: 0, results: [] } };
    });
    serveRemotes({ citizen: fakeCitizen, reference: fakeReference });
    signInAs([CHILDREN, DCI]);
    openApp('/admin/child/list', 'en');

    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();
    const dci = await within(menu).findByRole('link', { name: 'DCI' });

    // The administrator removes the DCI permission from the role; the user opens the DCI page.
    current = [CHILDREN];
    await userEvent.click(dci);

    expect(await screen.findByText("We're sorry, but you don't have access to this page", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'DCI' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'CHILDREN' })).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('token-123');
  });
});
