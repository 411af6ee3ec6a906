import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_API_PATHS, ADMIN_BASE, API_PATHS, AUTH_ROUTES, PERMISSIONS } from '@evax/shared/contract';
import { LANGUAGES } from '@evax/shared/contract';
import { flattenTranslations, useAuthStore } from '@evax/shared/runtime';
import { AppProviders, loadSignInUiTranslations } from '@evax/shared/ui';
import { uiTranslations } from '@evax/shared/ui/translations';
import { fakeHttp, restoreHttp, type FakeRoute } from '../../shared/jest/fake-http';
import { aLoginResponse, aStructure, signInAs } from '../../shared/jest/fixtures';
import { setupI18n } from '../../shared/jest/render';
import { forgetAuthConfig } from '../src/auth/auth-config';
import { takeStructureChoiceHandover } from '../src/auth/structure-choice-handover';
import { shellTranslations } from '../src/i18n';
import { loadSignInShellTranslations } from '../src/sign-in-page/i18n/load-sign-in-translations';
import { SignInPage, shellPage } from '../src/sign-in-page/SignInPage';
import { startSignInPage } from '../src/sign-in-page/start-sign-in-page';
import { fill } from './fill';

configure({ asyncUtilTimeout: 10_000 });

/**
 * What the sign-in page shows: the form, the frame, the professional-body button, the language
 * switcher, any error key the server answers (not the forms' field rules, nor the error pages).
 */
const SIGN_IN_KEYS = /^(APP|AUTH\.LOGIN|OIDC|LANGUAGE)\.|^ERROR\.CODE\.(?!VALIDATION\.)/;

const TWO_STRUCTURES = { structuresDetails: [aStructure(1, true), aStructure(2, false)] };
const NO_BOT_CHECK = { data: { recaptcha: { enabled: false, siteKey: null, scriptUrl: null } } };

/** The sign-in page, the API answering the login with `response` (or as `route` says). */
function openSignInPage(response = aLoginResponse([PERMISSIONS.citizen.viewChildrenList]), route?: FakeRoute) {
  fakeHttp(
    route ??
      ((request) => {
        if (request.url === API_PATHS.login) return { data: response };
        if (request.url === ACCOUNT_API_PATHS.authConfig) return NO_BOT_CHECK;
        return undefined;
      }),
  );
  forgetAuthConfig();
  setupI18n('en', shellTranslations);
  render(
    <AppProviders>
      <SignInPage />
    </AppProviders>,
  );
}

async function signInThroughTheForm() {
  await fill(await screen.findByLabelText('Username'), 'agent2');
  await fill(screen.getByLabelText('Password'), 'Evax-Demo-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the light sign-in page', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    useAuthStore.getState().signOut();
    sessionStorage.clear();
    open = jest.spyOn(shellPage, 'open').mockImplementation(() => undefined);
  });
  afterEach(() => {
    restoreHttp();
    open.mockRestore();
  });

  it('keeps the session, then loads the shell at /admin: the token stays out of the address', async () => {
    openSignInPage();
    await signInThroughTheForm();
    await waitFor(() => expect(open).toHaveBeenCalledWith(ADMIN_BASE));
    const { token } = useAuthStore.getState();
    expect(token).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('persistedStore')!).state.token).toBe(token);
    expect(open.mock.calls.flat().join(' ')).not.toContain(token!);
    // A user of one structure: no chooser is handed over.
    expect(takeStructureChoiceHandover()).toBe(false);
  });

  it("hands the structure chooser over to the shell's start, once, for a user of several structures", async () => {
    openSignInPage(aLoginResponse([PERMISSIONS.citizen.viewChildrenList], TWO_STRUCTURES));
    await signInThroughTheForm();
    await waitFor(() => expect(open).toHaveBeenCalledWith(ADMIN_BASE));
    expect(takeStructureChoiceHandover()).toBe(true);
    expect(takeStructureChoiceHandover()).toBe(false);
  });

  it('a refused password stays on the page with the reason, and loads nothing', async () => {
    openSignInPage(undefined, (request) =>
      request.url === API_PATHS.login ? { status: 400, data: { detail: 'No active account', key: 'ERROR.CODE.102', errorCode: 102 } } : NO_BOT_CHECK,
    );
    await signInThroughTheForm();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('links to forgot password by a page load (the page has no router)', async () => {
    openSignInPage();
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', AUTH_ROUTES.forgotPassword);
  });
});

describe("the sign-in page's start", () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    open = jest.spyOn(shellPage, 'open').mockImplementation(() => undefined);
  });
  afterEach(() => {
    restoreHttp();
    open.mockRestore();
  });

  it('sends a signed-in user on to the shell, drawing nothing', async () => {
    signInAs([PERMISSIONS.citizen.viewChildrenList]);
    expect(await startSignInPage()).toBeNull();
    expect(open).toHaveBeenCalledWith(ADMIN_BASE);
    expect(document.getElementById('root')!.childElementCount).toBe(0);
  });

  it('draws the login form for a signed-out user, the address saying /auth/login when opened at /auth', async () => {
    fakeHttp((request) => (request.url === ACCOUNT_API_PATHS.authConfig ? NO_BOT_CHECK : undefined));
    forgetAuthConfig();
    window.history.replaceState(null, '', '/auth');
    const root = await act(() => startSignInPage());
    expect(window.location.pathname).toBe('/auth/login');
    await waitFor(() => expect(document.querySelector('input#username')).not.toBeNull());
    expect(open).not.toHaveBeenCalled();
    act(() => root!.unmount());
  });
});

describe("the sign-in page's texts", () => {
  it.each(LANGUAGES)('has, in %s, every text of the login screen the shell has', async (language) => {
    const full = new Map([...flattenTranslations(uiTranslations[language]), ...flattenTranslations(shellTranslations[language])]);
    const light = new Map([
      ...flattenTranslations(await loadSignInUiTranslations(language)),
      ...flattenTranslations(await loadSignInShellTranslations(language)),
    ]);
    const wanted = [...full].filter(([key]) => SIGN_IN_KEYS.test(key));
    expect(wanted.length).toBeGreaterThan(50);
    expect(wanted.filter(([key, text]) => light.get(key) !== text).map(([key]) => key)).toEqual([]);
  });
});
