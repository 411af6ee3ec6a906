import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@evax/shared/contract';
import { useAuthStore } from '@evax/shared/runtime';
import { LoginForm } from '@evax/shared/ui';
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
});
