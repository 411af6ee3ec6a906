import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@evax/shared/contract';
import { useAuthStore } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs } from '../../shared/jest/fixtures';
import { locationNow } from '../../shared/jest/render';
import { loader, openApp, serveRemotes } from './app-harness';
import { crashingReference, fakeCitizen, fakeReference, legacyCitizen, setCrashing } from './fake-modules';
import type { ModuleDescriptor } from '@evax/shared/runtime';

const EVERYTHING = ['view-dashboard', 'view-children-list', 'view-dci-list'] as const;

describe('remote areas', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs([...EVERYTHING]);
  });
  afterEach(restoreHttp);

  it('shows "area unavailable" for a remote that cannot be fetched, and the others keep working', async () => {
    serveRemotes({ citizen: fakeCitizen });
    openApp('/admin/dci');

    expect(await screen.findByText('Area unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();

    // The other areas' menu entries come when the browser is idle (their descriptors load on demand).
    await userEvent.click(await screen.findByRole('link', { name: 'CHILDREN' }, { timeout: 5000 }));
    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('retries loading the remote, and shows its page once it answers', async () => {
    serveRemotes({ citizen: fakeCitizen });
    openApp('/admin/dci');
    await screen.findByText('Area unavailable');
    fakeHttp(() => ({ data: { count: 0, results: [] } }));

    serveRemotes({ citizen: fakeCitizen, reference: fakeReference });
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));

    expect(await screen.findByText('dci page', {}, { timeout: 5000 })).toBeInTheDocument();
    // The idle prefetch of the other areas may come after it: the last reference load is the forced retry.
    const referenceLoads = jest.mocked(loader.loadRemoteModule).mock.calls.filter(([remote]) => remote.name === 'reference');
    expect(referenceLoads.at(-1)).toEqual([expect.objectContaining({ name: 'reference', entry: '/remotes/reference/mf-manifest.json' }), true]);
  });

  it.each(['2.0', '1.9'])('refuses a remote built for host contract %s: "needs a newer portal", no retry, the others keep working', async (version) => {
    serveRemotes({ citizen: fakeCitizen, reference: { ...fakeReference, contractVersion: version } });
    openApp('/admin/dci');

    expect(await screen.findByText(/needs a newer version of the portal/)).toBeInTheDocument();
    expect(screen.queryByText('dci page')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'CHILDREN' }, { timeout: 5000 }));
    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('runs a remote built before contract versions (its texts in every language at once) as 1.0', async () => {
    serveRemotes({ citizen: legacyCitizen, reference: fakeReference });
    openApp('/admin/dci');

    await userEvent.click(await screen.findByRole('link', { name: 'Children (old build)' }, { timeout: 5000 }));
    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("opens a page under a prefix the remote added after the portal's config was written (its descriptor brings it)", async () => {
    const citizenWithNewPrefix: ModuleDescriptor = {
      ...fakeCitizen,
      routes: [
        ...fakeCitizen.routes,
        { path: '/admin/child-notes/list', permission: 'view-children-list', component: async () => ({ default: () => <p>notes page</p> }) },
      ],
    };
    serveRemotes({ citizen: citizenWithNewPrefix, reference: fakeReference });
    openApp('/admin/child-notes/list');

    expect(await screen.findByText('notes page', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says "not found" at a path no area holds, once every area the user may open has loaded', async () => {
    serveRemotes({ citizen: fakeCitizen, reference: fakeReference });
    openApp('/admin/nowhere');

    expect(await screen.findByText(/not found/i, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      jest
        .mocked(loader.loadRemoteModule)
        .mock.calls.map(([remote]) => remote.name)
        .sort(),
    ).toEqual(['citizen', 'reference']);
  });

  it('keeps a page that throws while rendering inside its area, with a retry', async () => {
    setCrashing(true);
    serveRemotes({ citizen: fakeCitizen, reference: crashingReference });
    openApp('/admin/dci');

    expect(await screen.findByText('Area unavailable')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();

    setCrashing(false);
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('recovered page', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('marks every area unavailable when the remotes configuration cannot be read', async () => {
    loader.fetchRemotesConfig.mockRejectedValue(new Error('404'));
    openApp('/admin/child/list');
    expect(await screen.findByText('Area unavailable')).toBeInTheDocument();
  });

  it('wipes the session and goes to the login page when the API says the token expired', async () => {
    serveRemotes({ citizen: fakeCitizen, reference: fakeReference });
    fakeHttp((request) =>
      request.url === API_PATHS.dciList ? { status: 401, data: { detail: 'Token is invalid or expired', key: 'ERROR.CODE.TOKEN_EXPIRED' } } : undefined,
    );
    openApp('/admin/dci');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(locationNow()).toBe('/auth/login');
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('persistedStore')).toBeNull();
  });
});
