import { act, screen, waitFor } from '@testing-library/react';
import { ACCOUNT_API_PATHS, API_PATHS } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs } from '../../shared/jest/fixtures';
import { locationNow } from '../../shared/jest/render';
import { openApp, serveRemotes } from './app-harness';
import { fakeCitizen, fakeReference } from './fake-modules';

describe('routes and guards', () => {
  beforeEach(() => serveRemotes({ citizen: fakeCitizen, reference: fakeReference }));

  it('sends a signed-out visitor of an admin page to the login page', async () => {
    openApp('/admin/home');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(locationNow()).toBe('/auth/login');
  });

  it('sends / to the login page when signed out, to the home page when signed in', async () => {
    openApp('/');
    await waitFor(() => expect(locationNow()).toBe('/auth/login'));

    act(() => signInAs(['view-dashboard']));
    openApp('/');
    await waitFor(() => expect(locationNow()).toBe('/admin/home'));
    expect(await screen.findByText('Welcome, Amel Ben Salah')).toBeInTheDocument();
  });

  it('shows the forbidden page to a user without the permission', async () => {
    signInAs(['view-users']);
    openApp('/admin/home');

    expect(await screen.findByText("We're sorry, but you don't have access to this page")).toBeInTheDocument();
    expect(screen.getByText('Access denied')).toBeInTheDocument();
  });

  it("opens a remote's page through the merged route table, behind its permission", async () => {
    signInAs(['view-children-list']);
    openApp('/admin/child/list');
    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("forbids a remote's page to a user lacking its permission", async () => {
    signInAs(['view-dashboard']);
    openApp('/admin/child/list');
    expect(await screen.findByText("We're sorry, but you don't have access to this page")).toBeInTheDocument();
    expect(screen.queryByText('children page')).not.toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths, inside and outside /admin', async () => {
    openApp('/nowhere');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();

    act(() => signInAs(['view-dashboard']));
    openApp('/admin/nowhere');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('comes back to the asked page after signing in', async () => {
    openApp('/admin/child/list?page=2');
    await screen.findByRole('button', { name: 'Sign in' });

    act(() => signInAs(['view-children-list']));

    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(locationNow()).toBe('/admin/child/list?page=2');
  });

  it('lands a user without the dashboard on the first area they may open', async () => {
    signInAs(['view-children-list']);
    openApp('/admin');
    await waitFor(() => expect(locationNow()).toBe('/admin/child/list'));
  });

  it('signs out on /logout, telling the server, and goes to the login page', async () => {
    const seen = fakeHttp(() => ({ status: 204 }));
    signInAs(['view-dashboard']);
    openApp('/logout');

    await waitFor(() => expect(locationNow()).toBe('/auth/login'));
    // The login page reads its settings (GET /api/auth/config) besides.
    expect(seen.map((request) => request.url).filter((url) => url !== ACCOUNT_API_PATHS.authConfig)).toEqual([API_PATHS.logout]);
    expect(localStorage.getItem('persistedStore')).toBeNull();
    restoreHttp();
  });
});
