import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from './fill';
import { ACCOUNT_API_PATHS, API_PATHS, type AuthConfigResponse } from '@evax/shared/contract';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { aLoginResponse } from '../../shared/jest/fixtures';
import { loadScript } from '../src/auth/load-script';
import type { RecaptchaApi } from '../src/auth/bot-check';
import { openApp, serveRemotes } from './app-harness';

jest.mock('../src/auth/load-script', () => ({ loadScript: jest.fn().mockResolvedValue(undefined) }));

configure({ asyncUtilTimeout: 10_000 });

const OFF: AuthConfigResponse = {
  recaptcha: { enabled: false, siteKey: null, scriptUrl: null },
  oidc: { enabled: false, authority: null, clientId: null, scope: null, redirectPath: '/signin-oidc' },
};
const ON: AuthConfigResponse = { ...OFF, recaptcha: { enabled: true, siteKey: 'public-site-key', scriptUrl: 'https://captcha.example/recaptcha/api.js' } };

/** Google's API, faked: each execute answers the next token through the widget's callback. */
function fakeRecaptcha(): jest.Mocked<RecaptchaApi> {
  let callback: ((token: string) => void) | null = null;
  let n = 0;
  const api: jest.Mocked<RecaptchaApi> = {
    ready: jest.fn((done: () => void) => done()),
    render: jest.fn((_container, parameters) => {
      callback = parameters.callback;
      return 0;
    }),
    execute: jest.fn((_widgetId: number) => {
      callback?.(`bot-token-${++n}`);
    }),
    reset: jest.fn(),
  };
  window.grecaptcha = api;
  return api;
}

function serve(config: AuthConfigResponse) {
  return fakeHttp((request) => {
    if (request.url === ACCOUNT_API_PATHS.authConfig) return { data: config };
    if (request.url === API_PATHS.login) return { data: aLoginResponse() };
    return undefined;
  });
}

async function signIn() {
  await fill(await screen.findByLabelText('Username'), 'agent');
  await fill(screen.getByLabelText('Password'), 'Evax-Demo-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const loginBody = (seen: ReturnType<typeof fakeHttp>) =>
  JSON.parse(String(seen.find((request) => request.url === API_PATHS.login)?.data)) as Record<string, unknown>;

describe('the invisible bot check of the login form', () => {
  beforeEach(() => {
    serveRemotes({});
    jest.mocked(loadScript).mockClear();
  });
  afterEach(() => {
    restoreHttp();
    delete window.grecaptcha;
  });

  it('with a site key: loads the configured script, renders the invisible widget, sends its token', async () => {
    const api = fakeRecaptcha();
    const seen = serve(ON);
    openApp('/auth/login');
    await waitFor(() => expect(api.render).toHaveBeenCalled());
    expect(loadScript).toHaveBeenCalledWith('https://captcha.example/recaptcha/api.js?render=explicit&hl=en');
    expect(api.render.mock.calls[0]![1]).toMatchObject({ sitekey: 'public-site-key', size: 'invisible' });
    expect(api.render.mock.calls[0]![0]).toBe(screen.getByTestId('invisible-recaptcha'));

    await signIn();
    await waitFor(() => expect(seen.some((request) => request.url === API_PATHS.login)).toBe(true));
    expect(loginBody(seen)).toEqual({ username: 'agent', password: 'Evax-Demo-2026', recaptcha: 'bot-token-1' });
  });

  it('without a key: no script, and the login goes without a token', async () => {
    const seen = serve(OFF);
    openApp('/auth/login');
    await signIn();
    await waitFor(() => expect(seen.some((request) => request.url === API_PATHS.login)).toBe(true));
    expect(loginBody(seen)).toEqual({ username: 'agent', password: 'Evax-Demo-2026' });
    expect(loadScript).not.toHaveBeenCalled();
  });
});
