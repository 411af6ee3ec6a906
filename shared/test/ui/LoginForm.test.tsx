import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@evax/shared/contract';
import { useAuthStore } from '@evax/shared/runtime';
import { LoginForm } from '@evax/shared/ui/login-form';
import { fakeHttp, restoreHttp } from '../../jest/fake-http';
import { aLoginResponse } from '../../jest/fixtures';
import { renderInApp, setupI18n } from '../../jest/render';

async function submit(username: string, password: string) {
  await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), username);
  await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginForm', () => {
  beforeEach(() => setupI18n('fr'));
  afterEach(restoreHttp);

  it('signs in and reports it', async () => {
    const seen = fakeHttp((request) => (request.url === API_PATHS.login ? { data: aLoginResponse(['view-dashboard']) } : undefined));
    const onSignedIn = jest.fn();
    renderInApp(<LoginForm onSignedIn={onSignedIn} />);

    await submit('agent', 'Evax-Demo-2026');

    expect(onSignedIn).toHaveBeenCalledWith(aLoginResponse(['view-dashboard']));
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ username: 'agent', password: 'Evax-Demo-2026' });
    expect(useAuthStore.getState().token).toBe('token-123');
  });

  it("shows the server's error key translated", async () => {
    fakeHttp(() => ({ status: 400, data: { detail: 'inactive', errorCode: 105, key: 'ERROR.CODE.USER_INACTIVE' } }));
    const onSignedIn = jest.fn();
    renderInApp(<LoginForm onSignedIn={onSignedIn} />);

    await submit('old', 'whatever');

    expect(await screen.findByRole('alert')).toHaveTextContent('Ce compte est désactivé');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks for both fields before calling the server', async () => {
    const seen = fakeHttp(() => ({ data: {} }));
    renderInApp(<LoginForm onSignedIn={jest.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText("Saisissez votre nom d'utilisateur")).toBeInTheDocument();
    expect(screen.getByText('Saisissez votre mot de passe')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('ties each missing field to its message for assistive technology, and clears it once typed (a username of spaces is none)', async () => {
    fakeHttp(() => ({ data: {} }));
    renderInApp(<LoginForm onSignedIn={jest.fn()} />);
    await userEvent.type(screen.getByLabelText("Nom d'utilisateur"), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    const username = screen.getByLabelText("Nom d'utilisateur");
    expect(username).toHaveAttribute('id', 'username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription("Saisissez votre nom d'utilisateur");
    expect(screen.getByLabelText('Mot de passe')).toHaveAccessibleDescription('Saisissez votre mot de passe');

    await userEvent.type(screen.getByLabelText('Mot de passe'), 'x');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Saisissez votre mot de passe')).not.toBeInTheDocument();
  });

  it.each([
    [102, 'ERROR.CODE.BAD_CREDENTIALS', "Le nom d'utilisateur ou le mot de passe est incorrect"],
    [107, 'ERROR.CODE.WRONG_PASSWORD', 'Mot de passe incorrect'],
  ])('shows code %i as its message', async (errorCode, key, text) => {
    fakeHttp(() => ({ status: 400, data: { detail: 'refused', errorCode, key } }));
    renderInApp(<LoginForm />);
    await submit('agent', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('shows the lock-out with the time left, counting down to "try again"', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z'), advanceTimers: true });
    try {
      fakeHttp(() => ({ status: 429, data: { detail: 'Max Attempts', errorCode: 108, key: 'ERROR.CODE.MAX_ATTEMPTS', retryAfter: 300 } }));
      renderInApp(<LoginForm />);
      await submit('agent', 'wrong');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Trop de tentatives');
      expect(screen.getByTestId('lock-out-time').textContent?.replace(/\s/g, ' ')).toBe('Réessayez dans 5 minutes.');
      act(() => jest.advanceTimersByTime(240_000));
      expect(screen.getByTestId('lock-out-time').textContent?.replace(/\s/g, ' ')).toBe('Réessayez dans 1 minute.');
      act(() => jest.advanceTimersByTime(61_000));
      expect(screen.getByTestId('lock-out-time')).toHaveTextContent('Vous pouvez réessayer.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the bot-check token with the credentials when the check is on', async () => {
    const seen = fakeHttp(() => ({ data: aLoginResponse() }));
    const getBotToken = jest.fn().mockResolvedValue('bot-token-1');
    renderInApp(<LoginForm getBotToken={getBotToken} />);
    await submit('agent', 'Evax-Demo-2026');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ username: 'agent', password: 'Evax-Demo-2026', recaptcha: 'bot-token-1' });
  });

  it('does not call the server when the bot check fails', async () => {
    const seen = fakeHttp(() => ({ data: aLoginResponse() }));
    renderInApp(<LoginForm getBotToken={() => Promise.reject(new Error('no token'))} />);
    await submit('agent', 'Evax-Demo-2026');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});
