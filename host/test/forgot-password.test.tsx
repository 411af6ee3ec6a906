import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from './fill';
import { ACCOUNT_API_PATHS, ERROR_CODES } from '@evax/shared/contract';
import { ApiError } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp, type FakeReply } from '../../shared/jest/fake-http';
import { locationNow, setupI18n } from '../../shared/jest/render';
import { otpErrorText } from '../src/auth/otp-error';
import { shellTranslations } from '../src/i18n';
import { openApp, serveRemotes } from './app-harness';

configure({ asyncUtilTimeout: 10_000 });

const REQUEST = { requestId: '8f0e2b0c-1111-4222-8333-944455556666', expiresIn: 600, codeLength: 6 };
const STRONG = 'Nouveau-Mot2passe!';

/** The server: a code sent, then the answers given for verify-otp and change, in order. */
function serve(verifyAnswers: FakeReply[], changeAnswers: FakeReply[] = [{ data: {} }]) {
  return fakeHttp((request) => {
    if (request.url === ACCOUNT_API_PATHS.resetPassword) return { data: REQUEST };
    if (request.url === ACCOUNT_API_PATHS.resetPasswordVerifyUser) return { data: { requestId: REQUEST.requestId, expiresIn: 590, attemptsLeft: 5 } };
    if (request.url === ACCOUNT_API_PATHS.resetPasswordVerifyOtp) return verifyAnswers.shift();
    if (request.url === ACCOUNT_API_PATHS.resetPasswordChange) return changeAnswers.shift();
    return undefined;
  });
}

async function askForCode(username = 'agent') {
  await fill(await screen.findByLabelText('Username'), username);
  await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
  await screen.findByText(/a 6-digit code has just been sent to it by SMS. It is valid for 10 minutes/);
}

async function typeCode(code: string) {
  const boxes = screen.getAllByRole('textbox').filter((box) => box.closest('.ant-otp'));
  expect(boxes).toHaveLength(6);
  await userEvent.click(boxes[0]!);
  await userEvent.keyboard(code);
  await userEvent.click(screen.getByRole('button', { name: 'Check the code' }));
}

const bodyOf = (seen: ReturnType<typeof fakeHttp>, url: string) => seen.filter((r) => r.url === url).map((r) => JSON.parse(String(r.data)) as unknown);

describe('forgot password', () => {
  beforeEach(() => serveRemotes({}));
  afterEach(restoreHttp);

  it('is linked from the login page', async () => {
    serve([]);
    openApp('/auth/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByText('Forgot password')).toBeInTheDocument();
    expect(locationNow()).toBe('/auth/forgot-password');
  });

  it('identify, code by SMS (a wrong one shows AUTH.OTP.ERROR), new password, then the login page says so', async () => {
    const seen = serve([
      { status: 400, data: { detail: 'Authentication failed', key: 'ERROR.CODE.OTP_INVALID' } },
      { data: { token: 'reset-token', expiresIn: 900 } },
    ]);
    openApp('/auth/forgot-password');
    await askForCode('agent');
    expect(bodyOf(seen, ACCOUNT_API_PATHS.resetPassword)).toEqual([{ username: 'agent' }]);
    await waitFor(() => expect(bodyOf(seen, ACCOUNT_API_PATHS.resetPasswordVerifyUser)).toEqual([{ requestId: REQUEST.requestId }]));

    await typeCode('111111');
    expect(await screen.findByText('Wrong code: check the code you received by SMS.')).toBeInTheDocument();
    await typeCode('123456');
    expect(bodyOf(seen, ACCOUNT_API_PATHS.resetPasswordVerifyOtp)).toEqual([
      { requestId: REQUEST.requestId, code: '111111' },
      { requestId: REQUEST.requestId, code: '123456' },
    ]);

    await fill(await screen.findByLabelText('New password', { selector: 'input' }), STRONG);
    await fill(screen.getByLabelText('Confirm the password'), STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));

    expect(await screen.findByText('Your password has been reset. Sign in with the new password.')).toBeInTheDocument();
    expect(locationNow()).toBe('/auth/login');
    expect(bodyOf(seen, ACCOUNT_API_PATHS.resetPasswordChange)).toEqual([{ token: 'reset-token', newPassword: STRONG }]);
  });

  it('an expired or used reset token (106) starts over with a clear message', async () => {
    serve(
      [{ data: { token: 'old-token', expiresIn: 900 } }],
      [
        {
          status: 400,
          data: {
            detail: 'Your reset token has expired or is no longer valid',
            errorCode: ERROR_CODES.RESET_PASSWORD_FAILED,
            key: 'ERROR.CODE.RESET_PASSWORD_FAILED',
          },
        },
      ],
    );
    openApp('/auth/forgot-password');
    await askForCode();
    await typeCode('123456');
    await fill(await screen.findByLabelText('New password', { selector: 'input' }), STRONG);
    await fill(screen.getByLabelText('Confirm the password'), STRONG);
    await userEvent.click(screen.getByRole('button', { name: 'Save the password' }));

    expect(await screen.findByText('Your reset token has expired or is no longer valid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the code' })).toBeInTheDocument();
  });
});

describe('otpErrorText', () => {
  beforeEach(() => setupI18n('fr', shellTranslations));
  const t = (key: string) => require('@evax/shared/runtime').i18n.t(key) as string;
  const failure = (detail: string, key: string) => new ApiError({ status: 400, envelope: { detail, key }, message: detail });

  it('shows AUTH.OTP.ERROR for "Authentication failed"', () => {
    expect(otpErrorText(failure('Authentication failed', 'ERROR.CODE.OTP_INVALID'), t as never)).toBe('Code incorrect\u00a0: vérifiez le code reçu par SMS.');
  });
  it("otherwise the server's detail, translated when its key is known", () => {
    expect(otpErrorText(failure('The verification code has expired or is no longer valid', 'ERROR.CODE.OTP_EXPIRED'), t as never)).toBe(
      "Le code de vérification a expiré ou n'est plus valide",
    );
    expect(otpErrorText(failure('Something the client never heard of', 'ERROR.CODE.SOMETHING_NEW'), t as never)).toBe('Something the client never heard of');
  });
});
