import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_API_PATHS,
  CNOM_TOKEN_TYPE,
  PROFESSIONAL_BODY_HIDDEN_ROUTES,
  type AuthConfigResponse,
  type CnomTokenVerifyResponse,
} from '@evax/shared/contract';
import { flattenMenu, useAuthStore, translationsLoader, type ModuleDescriptor } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { aLoginResponse, signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow } from '../../shared/jest/render';
import { shellModule } from '../src/app/shell-module';
import * as oidcClientModule from '../src/auth/oidc/oidc-client';
import { forgetAuthConfig } from '../src/auth/auth-config';
import { openApp, serveRemotes } from './app-harness';

jest.mock('../src/auth/oidc/oidc-client', () => ({ ...jest.requireActual('../src/auth/oidc/oidc-client'), oidcClient: jest.fn() }));
const oidcClient = jest.mocked(oidcClientModule.oidcClient);

const OIDC_ON: AuthConfigResponse = {
  recaptcha: { enabled: false, siteKey: null, scriptUrl: null },
  oidc: { enabled: true, authority: 'https://cnom.example.tn', clientId: 'evax-portal', scope: 'openid profile evax.api.read', redirectPath: '/signin-oidc' },
};
const OIDC_OFF: AuthConfigResponse = { ...OIDC_ON, oidc: { enabled: false, authority: null, clientId: null, scope: null, redirectPath: '/signin-oidc' } };

const identity = {
  issuer: 'https://cnom.example.tn',
  subject: 'pro-1',
  email: 'dr.saidi@example.tn',
  firstName: 'Leila',
  lastName: 'Saidi',
  phone: null,
  username: 'dr.saidi',
};
const cnomSession = () => ({ ...aLoginResponse([], { username: 'dr.saidi', firstNameFr: 'Leila', lastNameFr: 'Saidi' }), tokenType: CNOM_TOKEN_TYPE });

/** A citizen area with one ordinary page and one hidden from professional-body users. */
const areaWithHiddenPage: ModuleDescriptor = {
  contractVersion: '1.0',
  name: 'citizen',
  routes: [
    { path: '/admin/child/list', component: async () => ({ default: () => <p>children page</p> }) },
    { path: '/admin/child/secret', hiddenForProfessionalBody: true, component: async () => ({ default: () => <p>secret page</p> }) },
  ],
  menu: [],
  loadTranslations: translationsLoader({ fr: {}, ar: {}, en: {} }),
};

function serveConfig(config: AuthConfigResponse, verify?: CnomTokenVerifyResponse) {
  return fakeHttp((request) => {
    if (request.url === ACCOUNT_API_PATHS.authConfig) return { data: config };
    if (request.url === ACCOUNT_API_PATHS.cnomTokenVerify && verify) return { data: verify };
    if (request.url === ACCOUNT_API_PATHS.createPrivateProfessional) return { status: 201, data: cnomSession() };
    return undefined;
  });
}

function providerReturns(idToken: string) {
  const client = {
    signinRedirectCallback: jest.fn().mockResolvedValue({ id_token: idToken }),
    removeUser: jest.fn().mockResolvedValue(undefined),
    signinRedirect: jest.fn(),
  };
  oidcClient.mockReturnValue(client as unknown as ReturnType<typeof oidcClientModule.oidcClient>);
  return client;
}

describe('professional-body login', () => {
  beforeEach(() => {
    forgetAuthConfig();
    signOutNow();
    serveRemotes({ citizen: areaWithHiddenPage });
  });
  afterEach(() => restoreHttp());

  it('offers the button only when the API announces a client id', async () => {
    serveConfig(OIDC_ON);
    openApp('/auth/login');
    expect(await screen.findByRole('button', { name: /Sign in with the Medical Council/ }, { timeout: 5000 })).toBeInTheDocument();

    forgetAuthConfig();
    const seen = serveConfig(OIDC_OFF);
    openApp('/auth/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(seen.some((request) => request.url === ACCOUNT_API_PATHS.authConfig)).toBe(true));
    expect(screen.queryByRole('button', { name: /Medical Council/ })).not.toBeInTheDocument();
  });

  it('sends the user to the provider when the button is clicked', async () => {
    serveConfig(OIDC_ON);
    const client = providerReturns('unused');
    openApp('/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: /Sign in with the Medical Council/ }));
    await waitFor(() => expect(client.signinRedirect).toHaveBeenCalled());
    expect(oidcClient).toHaveBeenCalledWith(expect.objectContaining({ clientId: 'evax-portal', authority: 'https://cnom.example.tn' }));
  });

  it("asks for the code with PKCE, the three scopes and the app's own return path", () => {
    const { oidcClient: realClient } = jest.requireActual<typeof oidcClientModule>('../src/auth/oidc/oidc-client');
    const client = realClient({ ...OIDC_ON.oidc, authority: 'https://cnom.example.tn', clientId: 'evax-portal' }, 'http://127.0.0.1:8080');
    expect(client.settings).toMatchObject({
      authority: 'https://cnom.example.tn',
      client_id: 'evax-portal',
      redirect_uri: 'http://127.0.0.1:8080/signin-oidc',
      response_type: 'code',
      scope: 'openid profile evax.api.read',
      prompt: 'login',
      disablePKCE: false,
    });
  });

  it('starts a Cnom session for a known professional back on /signin-oidc', async () => {
    const seen = serveConfig(OIDC_ON, { registered: true, identity, session: cnomSession() });
    const client = providerReturns('the-id-token');
    openApp('/signin-oidc?code=c1&state=s1');

    await waitFor(() => expect(locationNow()).toMatch(/^\/admin/), { timeout: 5000 });
    expect(useAuthStore.getState().headerTokenType).toBe(CNOM_TOKEN_TYPE);
    const verify = seen.find((request) => request.url === ACCOUNT_API_PATHS.cnomTokenVerify)!;
    expect(JSON.parse(verify.data as string)).toEqual({ token: 'the-id-token' });
    expect(verify.headers.Authorization).toBeUndefined();
    expect(client.removeUser).toHaveBeenCalled();
  });

  it('registers a first-time professional as a private healthcare professional, then signs in', async () => {
    const seen = serveConfig(OIDC_ON, { registered: false, identity, session: null });
    providerReturns('the-id-token');
    openApp('/signin-oidc?code=c2&state=s2');

    expect(await screen.findByText('First sign-in')).toBeInTheDocument();
    expect(screen.getByLabelText('First name (French)')).toHaveValue('Leila');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('dr.saidi@example.tn');
    await userEvent.type(screen.getByLabelText('Council registration number'), 'bad number!');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('Invalid professional-body registration number')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Council registration number'));
    await userEvent.type(screen.getByLabelText('Council registration number'), 'TN-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(locationNow()).toMatch(/^\/admin/), { timeout: 5000 });
    const create = seen.find((request) => request.url === ACCOUNT_API_PATHS.createPrivateProfessional)!;
    expect(JSON.parse(create.data as string)).toEqual({
      token: 'the-id-token',
      firstNameFr: 'Leila',
      lastNameFr: 'Saidi',
      email: 'dr.saidi@example.tn',
      cnomNumber: 'TN-12345',
    });
    expect(useAuthStore.getState().headerTokenType).toBe(CNOM_TOKEN_TYPE);
  });

  it("shows the API's refusal of the token and the way back to the login page", async () => {
    fakeHttp((request) => {
      if (request.url === ACCOUNT_API_PATHS.authConfig) return { data: OIDC_ON };
      return { status: 400, data: { detail: 'bad token', key: 'ERROR.CODE.BAD_TOKEN', errorCode: 104 } };
    });
    providerReturns('forged');
    openApp('/signin-oidc?code=c3&state=s3');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/auth/login');
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('refuses a page hidden from professional-body users to them, by URL, and only to them', async () => {
    act(() => useAuthStore.getState().signIn(cnomSession()));
    openApp('/admin/child/secret');
    expect(await screen.findByText("We're sorry, but you don't have access to this page", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();

    openApp('/admin/child/list');
    expect(await screen.findByText('children page', {}, { timeout: 5000 })).toBeInTheDocument();

    act(() => signInAs([]));
    openApp('/admin/child/secret');
    expect(await screen.findByText('secret page', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('marks the shell routes the spec hides (reset-password, reset-phone, change-password) wherever the shell has them', () => {
    const entries = [...shellModule.routes, ...flattenMenu(shellModule.menu)].filter((entry) => PROFESSIONAL_BODY_HIDDEN_ROUTES.includes(entry.path));
    for (const entry of entries) expect(entry).toMatchObject({ hiddenForProfessionalBody: true });
  });
});
