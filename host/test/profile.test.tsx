import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import {
  ACCOUNT_API_PATHS,
  ACCOUNT_DETAILS,
  ACCOUNT_ERROR_KEYS,
  ACCOUNT_FIELD_KEYS,
  API_PATHS,
  ERROR_CODES,
  ERROR_KEYS,
  type MeResponse,
} from '@evax/shared/contract';
import { useAuthStore } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp, type FakeRoute } from '../../shared/jest/fake-http';
import { aLoginResponse, aUser, signInAs, signOutNow } from '../../shared/jest/fixtures';
import { locationNow } from '../../shared/jest/render';
import { openApp, serveRemotes } from './app-harness';

const slow = { timeout: 20_000 };
const ME: MeResponse = { user: aUser(), phone: '+216 20 123 456' };
const bodyOf = (request: { data?: unknown }) => JSON.parse(String(request.data)) as Record<string, unknown>;

/** GET /api/v1/me answers ME; `other` answers the rest. */
function api(other: FakeRoute = () => undefined) {
  return fakeHttp((request) => (request.method === 'get' && request.url === API_PATHS.me ? { data: ME } : other(request)));
}
const writes = (seen: InternalAxiosRequestConfig[]) => seen.filter((request) => request.method !== 'get');

describe('profile and account screens', () => {
  beforeEach(() => {
    serveRemotes({});
    signInAs([]);
  });
  afterEach(() => {
    restoreHttp();
    signOutNow();
  });

  it('shows the profile read-only, reached from the user menu of the header', async () => {
    api();
    openApp('/admin/users', 'en');
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }, slow));
    for (const entry of ['Change password', 'Change phone', 'Sign out']) expect(await screen.findByText(entry, {}, slow)).toBeInTheDocument();
    await userEvent.click(screen.getByText('My profile'));

    expect(await screen.findByRole('heading', { name: 'My profile' }, slow)).toBeInTheDocument();
    expect(locationNow()).toBe('/admin/profile/display');
    expect(screen.getByText('agent@example.tn')).toBeInTheDocument();
    expect(screen.getByText('+216 20 123 456')).toBeInTheDocument();
    expect(screen.getByText('بن صالح')).toBeInTheDocument();
  });

  it('account information: a bad e-mail is refused on the client, nothing is sent', async () => {
    const seen = api();
    openApp('/admin/account-information', 'en');
    const email = await screen.findByLabelText('E-mail address', {}, slow);
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invalid e-mail address', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('This field is required', {}, slow)).toBeInTheDocument(); // the current password
    expect(writes(seen)).toEqual([]);
  });

  it('personal information: saves by PATCH with the current password, the header greets with the new name, then the admin home', async () => {
    const seen = api((request) =>
      request.method === 'patch' && request.url === API_PATHS.me ? { data: { ...ME, user: { ...ME.user, firstNameFr: 'Salma' } } } : undefined,
    );
    openApp('/admin/personal-information', 'en');
    const first = await screen.findByLabelText('First name (French)', {}, slow);
    await userEvent.clear(first);
    await userEvent.type(first, '  Salma ');
    await userEvent.type(screen.getByLabelText('Current password'), 'Secret-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(locationNow()).not.toBe('/admin/personal-information'), slow);
    expect(bodyOf(writes(seen)[0]!)).toEqual({
      currentPassword: 'Secret-2026',
      firstNameFr: 'Salma',
      lastNameFr: 'Ben Salah',
      firstNameAr: 'أمل',
      lastNameAr: 'بن صالح',
    });
    expect(await screen.findByText('Salma Ben Salah', {}, slow)).toBeInTheDocument();
    expect(useAuthStore.getState().currentUser?.firstNameFr).toBe('Salma');
  });

  it('personal information: a name too short in the language not shown switches the toggle to it', async () => {
    const seen = api();
    openApp('/admin/personal-information', 'en');
    await userEvent.click(await screen.findByText('العربية', { selector: '.ant-segmented-item-label' }, slow));
    await userEvent.clear(await screen.findByLabelText('First name (Arabic)', {}, slow));
    await userEvent.type(screen.getByLabelText('First name (Arabic)'), 'أ');
    await userEvent.click(screen.getByText('Français', { selector: '.ant-segmented-item-label' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'Secret-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByLabelText('First name (Arabic)', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('Value too short', {}, slow)).toBeInTheDocument();
    expect(writes(seen)).toEqual([]);
  });

  it('change password: weak, unchanged or unconfirmed passwords are refused on the client', async () => {
    const seen = api();
    openApp('/admin/change-password', 'en');
    await userEvent.type(await screen.findByLabelText('Current password', {}, slow), 'Old-pass-2026');
    await userEvent.type(screen.getByLabelText('New password'), 'weakpass');
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/The password needs at least 8 characters/, {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('The passwords do not match', {}, slow)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Old-pass-2026');
    expect(await screen.findByText('The new password must differ from the current one', {}, slow)).toBeInTheDocument();
    expect(writes(seen)).toEqual([]);
  });

  it('change password: a wrong current password is shown on its field; a good change keeps the new session', async () => {
    let current = 'Wrong-2026!';
    const seen = api((request) => {
      if (request.method !== 'put' || request.url !== ACCOUNT_API_PATHS.meUpdatePassword) return undefined;
      if (bodyOf(request).currentPassword === current) {
        return {
          status: 400,
          data: {
            detail: ACCOUNT_DETAILS.wrongPassword,
            errorCode: ERROR_CODES.WRONG_PASSWORD,
            key: ERROR_KEYS.WRONG_PASSWORD,
            fields: { currentPassword: [{ code: 'invalid', key: ERROR_KEYS.WRONG_PASSWORD }] },
          },
        };
      }
      return { data: { ...aLoginResponse([]), access: 'new-token' } };
    });
    openApp('/admin/change-password', 'en');
    await userEvent.type(await screen.findByLabelText('Current password', {}, slow), current);
    await userEvent.type(screen.getByLabelText('New password'), 'New-pass-2026');
    await userEvent.type(screen.getByLabelText('Confirm the new password'), 'New-pass-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findAllByText('Wrong password', {}, slow)).not.toHaveLength(0);
    expect(useAuthStore.getState().token).toBe('token-123');

    current = 'nobody';
    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), 'Right-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe('new-token'), slow);
    expect(bodyOf(writes(seen)[1]!)).toEqual({ currentPassword: 'Right-2026!', newPassword: 'New-pass-2026', confirmPassword: 'New-pass-2026' });
    await waitFor(() => expect(locationNow()).toBe('/admin/profile/display'), slow);
  });

  it('phone change: a number already used is refused with its message', async () => {
    api((request) =>
      request.url === ACCOUNT_API_PATHS.changePhone
        ? {
            status: 400,
            data: {
              detail: ACCOUNT_DETAILS.phoneAlreadyUsed,
              errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS,
              key: ERROR_KEYS.ENTITY_ALREADY_EXISTS,
              fields: { phone: [{ code: 'unique', key: ACCOUNT_FIELD_KEYS.phoneAlreadyUsed }] },
            },
          }
        : undefined,
    );
    openApp('/admin/reset-phone', 'en');
    await userEvent.type(await screen.findByLabelText('New phone number', {}, slow), '20 999 888');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText('This phone number is already used', {}, slow)).toBeInTheDocument();
  });

  it('phone change: a bad number is refused on the client; then the code, a wrong one, an expired one, the right one', async () => {
    let answer: 'wrong' | 'expired' | 'ok' = 'wrong';
    const seen = api((request) => {
      if (request.url === ACCOUNT_API_PATHS.changePhone) return { data: { phone: '+216 20 999 888', expiresIn: 600, codeLength: 6 } };
      if (request.url !== ACCOUNT_API_PATHS.phoneOtp) return undefined;
      // As the API answers a wrong code: the detail, and the field error on the code.
      if (answer === 'wrong')
        return {
          status: 400,
          data: {
            detail: ACCOUNT_DETAILS.otpFailed,
            key: ACCOUNT_ERROR_KEYS.OTP_INVALID,
            fields: { code: [{ code: 'invalid', key: ACCOUNT_ERROR_KEYS.OTP_INVALID, params: { attemptsLeft: 4 } }] },
          },
        };
      if (answer === 'expired') return { status: 400, data: { detail: ACCOUNT_DETAILS.otpExpired, key: ACCOUNT_ERROR_KEYS.OTP_EXPIRED } };
      return { data: { otpSuccess: true, profile: { ...ME, phone: '+216 20 999 888' } } };
    });
    openApp('/admin/reset-phone', 'en');
    const number = await screen.findByLabelText('New phone number', {}, slow);
    await userEvent.type(number, '12 34');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText(/Invalid phone number/, {}, slow)).toBeInTheDocument();
    expect(writes(seen)).toEqual([]);

    await userEvent.clear(number);
    await userEvent.type(number, '20999888');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText(/A 6-digit code was sent by SMS/, {}, slow)).toBeInTheDocument();
    expect(bodyOf(writes(seen)[0]!)).toEqual({ phone: '20999888' });

    // The code's form (the shared form kit) loads on first use.
    const cells = async () => within(await screen.findByRole('group', { name: 'Code received by SMS' }, slow)).getAllByRole('textbox');
    const typeCode = async (code: string) => {
      await userEvent.click((await cells())[0]!);
      await userEvent.keyboard(code);
    };
    await typeCode('111111');
    expect(await screen.findByText('Wrong code: check the code you received by SMS.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    answer = 'expired';
    await typeCode('222222');
    expect(await screen.findByText(/The verification code has expired/, {}, slow)).toBeInTheDocument();
    answer = 'ok';
    await typeCode('333333');
    expect(await screen.findByText('Your phone number is now', { exact: false }, slow)).toBeInTheDocument();
    expect(bodyOf(writes(seen).at(-1)!)).toEqual({ code: '333333' });
    expect(useAuthStore.getState().phone).toBe('+216 20 999 888');
  });
});
