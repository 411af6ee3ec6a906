import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from './fill';
import { ACCOUNT_API_PATHS, PERMISSIONS, type Permission } from '@evax/shared/contract';
import { useAuthStore } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { aLoginResponse, signInAs } from '../../shared/jest/fixtures';
import { locationNow } from '../../shared/jest/render';
import { pathAfterPasswordChange } from '../src/auth/after-password';
import { openApp, serveRemotes } from './app-harness';
import { fakeCitizen } from './fake-modules';

// antd pages on a busy machine: lazy pages and form validation take their time.
configure({ asyncUtilTimeout: 10_000 });

const STRONG = 'Nouveau-Mot2passe!';

/** The server's answer to the change: a new session without the flag. */
function answerChange(permissions: Permission[]) {
  return fakeHttp((request) =>
    request.url === ACCOUNT_API_PATHS.resetPasswordChange ? { data: aLoginResponse(permissions, { firstLogin: false }) } : undefined,
  );
}

async function typeNewPassword(password: string, confirmation = password) {
  await fill(screen.getByLabelText('New password', { selector: 'input' }), password);
  await fill(screen.getByLabelText('Confirm the password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));
}

describe('first login: the new-password screen', () => {
  beforeEach(() => serveRemotes({ citizen: fakeCitizen }));
  afterEach(restoreHttp);

  it('replaces any page for a user whose firstLogin flag says so', async () => {
    signInAs([PERMISSIONS.citizen.viewChildrenList], { firstLogin: true });
    openApp('/admin/child/list');
    expect(await screen.findByText('This is your first sign-in: choose a password of your own.')).toBeInTheDocument();
    expect(locationNow()).toBe('/admin/reset-password');
    expect(screen.queryByText('children page')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it('refuses a weak password and a different confirmation before calling the server', async () => {
    const seen = answerChange([]);
    signInAs([], { firstLogin: true });
    openApp('/admin/reset-password');
    await screen.findByLabelText('New password', { selector: 'input' });
    await typeNewPassword('password', 'other');
    expect(await screen.findByText(/The password needs at least 8 characters/)).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('sends the new password and the user id (never the confirmation), says so, then goes to vaccination after 3 s', async () => {
    const seen = answerChange([PERMISSIONS.vaccination.view]);
    signInAs([], { firstLogin: true, pk: 41 });
    openApp('/admin/reset-password');
    await screen.findByLabelText('New password', { selector: 'input' });
    await typeNewPassword(STRONG);

    expect(await screen.findByText(/Your password is saved/)).toBeInTheDocument();
    const shownAt = Date.now();
    expect(JSON.parse(String(seen[0]!.data))).toEqual({ userId: 41, newPassword: STRONG });
    expect(useAuthStore.getState().currentUser?.firstLogin).toBe(false);
    expect(locationNow()).toBe('/admin/reset-password');
    await waitFor(() => expect(locationNow()).toBe('/admin/vaccine/routine-vaccination'));
    // Real timers (fake ones leave antd's animation frames behind for the next tests).
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
  });

  it('asks a user past the first login for the current password too, and sends it', async () => {
    const seen = answerChange([]);
    signInAs([], { firstLogin: false, pk: 8 });
    openApp('/admin/reset-password');
    await fill(await screen.findByLabelText('Current password'), 'Ancien-Mot2passe!');
    await typeNewPassword(STRONG);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(JSON.parse(String(seen[0]!.data))).toEqual({ userId: 8, newPassword: STRONG, currentPassword: 'Ancien-Mot2passe!' });
  });

  it("shows the server's field error on its field", async () => {
    fakeHttp(() => ({
      status: 400,
      data: {
        detail: 'Invalid input',
        key: 'ERROR.CODE.VALIDATION.FAILED',
        fields: { newPassword: [{ code: 'invalid', key: 'ERROR.CODE.VALIDATION.SAME_AS_CURRENT_PASSWORD' }] },
      },
    }));
    signInAs([], { firstLogin: true });
    openApp('/admin/reset-password');
    await screen.findByLabelText('New password', { selector: 'input' });
    await typeNewPassword(STRONG);
    expect(await screen.findByText('The new password must differ from the current one')).toBeInTheDocument();
  });
});

describe('pathAfterPasswordChange', () => {
  it('is the vaccination area for who may view vaccination, else home', () => {
    expect(pathAfterPasswordChange({ isSuperuser: false, isDssb: false, permissions: [PERMISSIONS.vaccination.view] })).toBe(
      '/admin/vaccine/routine-vaccination',
    );
    expect(pathAfterPasswordChange({ isSuperuser: false, isDssb: false, permissions: [PERMISSIONS.admin.viewUsers] })).toBe('/admin/home');
    expect(pathAfterPasswordChange({ isSuperuser: true, isDssb: false, permissions: [] })).toBe('/admin/vaccine/routine-vaccination');
  });
});
