import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from './fill';
import { ACCOUNT_API_PATHS, API_PATHS, PERMISSIONS, type CurrentCenterChangeResponse } from '@evax/shared/contract';
import { http, useAuthStore } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { aLoginResponse, aStructure, signInAs } from '../../shared/jest/fixtures';
import { locationNow, renderInApp, setupI18n } from '../../shared/jest/render';
import { needsStructureChoice, useStructureChoice } from '../src/auth/structure-choice';
import { CenterSwitcher } from '../src/layout/CenterSwitcher';
import { shellTranslations } from '../src/i18n';
import { openApp, serveRemotes } from './app-harness';
import { fakeCitizen } from './fake-modules';

configure({ asyncUtilTimeout: 10_000 });

const TWO_STRUCTURES = { structuresDetails: [aStructure(1, true), aStructure(2, false)] };
const CHANGED: CurrentCenterChangeResponse = {
  structure: aStructure(2, true, [PERMISSIONS.citizen.viewChildrenList]),
  permissions: [PERMISSIONS.citizen.viewChildrenList],
  access: 'token-centre-2',
  expiresIn: 3600,
};

async function signInThroughTheForm() {
  await fill(await screen.findByLabelText('Username'), 'agent2');
  await fill(screen.getByLabelText('Password'), 'Evax-Demo-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('structure chooser after sign-in', () => {
  beforeEach(() => {
    serveRemotes({ citizen: fakeCitizen });
    useStructureChoice.setState({ pending: false });
  });
  afterEach(restoreHttp);

  it('asks a user of several structures which one, and makes the chosen one current', async () => {
    const seen = fakeHttp((request) => {
      if (request.url === API_PATHS.login) return { data: aLoginResponse([PERMISSIONS.citizen.viewChildrenList], TWO_STRUCTURES) };
      if (request.url === ACCOUNT_API_PATHS.currentCenterChange) return { data: CHANGED };
      if (request.url === ACCOUNT_API_PATHS.authConfig) return { data: { recaptcha: { enabled: false, siteKey: null, scriptUrl: null } } };
      return undefined;
    });
    openApp('/admin/child/list');
    await signInThroughTheForm();

    expect(await screen.findByText('Choose your structure')).toBeInTheDocument();
    expect(screen.getByText('Circonscription 1 · Default structure')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Centre 2'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();
    const change = seen.find((request) => request.url === ACCOUNT_API_PATHS.currentCenterChange);
    expect(JSON.parse(String(change?.data))).toEqual({ structure: 2 });
    expect(useAuthStore.getState().token).toBe('token-centre-2');
    expect(locationNow()).toBe('/admin/child/list');
  });

  it('goes straight on when the default structure is kept, without calling the server', async () => {
    const seen = fakeHttp((request) =>
      request.url === API_PATHS.login ? { data: aLoginResponse([PERMISSIONS.citizen.viewChildrenList], TWO_STRUCTURES) } : undefined,
    );
    openApp('/admin/child/list');
    await signInThroughTheForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(seen.map((request) => request.url)).not.toContain(ACCOUNT_API_PATHS.currentCenterChange);
  });

  it('is for users of several structures, not the superuser nor DSSB', () => {
    expect(needsStructureChoice(aLoginResponse([], TWO_STRUCTURES).profile.user)).toBe(true);
    expect(needsStructureChoice(aLoginResponse([], { structuresDetails: [aStructure(1, true)] }).profile.user)).toBe(false);
    expect(needsStructureChoice(aLoginResponse([], { ...TWO_STRUCTURES, isDssb: true }).profile.user)).toBe(false);
  });
});

describe('centre change from the header', () => {
  afterEach(restoreHttp);

  it('makes the chosen structure current, replaces the permissions and reloads after 100 ms', async () => {
    setupI18n('fr', shellTranslations);
    const seen = fakeHttp((request) => (request.url === ACCOUNT_API_PATHS.currentCenterChange ? { data: CHANGED } : undefined));
    signInAs([PERMISSIONS.dashboard.view], TWO_STRUCTURES);
    const reload = jest.fn();
    renderInApp(<CenterSwitcher reload={reload} />);

    await userEvent.click(screen.getByRole('button', { name: 'Changer de structure' }));
    await userEvent.click(await screen.findByText('Centre 2'));

    expect(await screen.findByText('Structure changée : Centre 2')).toBeInTheDocument();
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ structure: 2 });
    const state = useAuthStore.getState();
    expect(state.permissions).toEqual([PERMISSIONS.citizen.viewChildrenList]);
    expect(state.currentUser?.structuresDetails.map((d) => d.isDefault)).toEqual([false, true]);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('is not shown to a user of one structure', () => {
    setupI18n('fr', shellTranslations);
    signInAs([], { structuresDetails: [aStructure(1, true)] });
    renderInApp(<CenterSwitcher />);
    expect(screen.queryByRole('button', { name: 'Changer de structure' })).not.toBeInTheDocument();
  });
});

describe('expired session', () => {
  afterEach(restoreHttp);

  it('a 401 "Token is invalid or expired" wipes the persisted session and shows the login page', async () => {
    fakeHttp(() => ({ status: 401, data: { detail: 'Token is invalid or expired', key: 'ERROR.CODE.TOKEN_EXPIRED', errorCode: 103 } }));
    serveRemotes({ citizen: fakeCitizen });
    signInAs([PERMISSIONS.citizen.viewChildrenList]);
    openApp('/admin/child/list');
    await screen.findByText('children page', {}, { timeout: 5000 });
    expect(localStorage.getItem('persistedStore')).not.toBeNull();

    // The next call of any page, with a token the server no longer accepts.
    await act(() => http.get(API_PATHS.me).catch(() => undefined));

    await waitFor(() => expect(locationNow()).toBe('/auth/login'));
    expect(localStorage.getItem('persistedStore')).toBeNull();
  });
});
