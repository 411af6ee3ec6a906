import { fireEvent, screen } from '@testing-library/react';
import { API_PATHS, apiPath, PERMISSIONS } from '@evax/shared/contract';
import { useAuthStore } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../shared/jest/fake-http';
import { signInAs } from '../../shared/jest/fixtures';
import { renderInApp, setupI18n } from '../../shared/jest/render';
import { adminTranslations } from '../src/i18n';
import type { UserRecord } from '../src/user/api';
import { RegeneratePassword } from '../src/user/components/RegeneratePassword';

const user = { id: 42, username: 'rim.saidi', phone: '+216 55 300 001' } as UserRecord;

describe('regenerate password button', () => {
  afterEach(() => {
    restoreHttp();
    useAuthStore.getState().signOut();
  });

  it('asks first, then sends and says where the temporary password went', async () => {
    signInAs([PERMISSIONS.admin.changeUser]);
    const seen = fakeHttp((request) =>
      request.url === apiPath(API_PATHS.userRegeneratePassword, { id: 42 }) ? { data: { phone: '+216 55 300 001', firstLogin: true } } : undefined,
    );
    setupI18n('fr', adminTranslations);
    renderInApp(<RegeneratePassword user={user} />);

    fireEvent.click(screen.getByRole('button', { name: /Régénérer le mot de passe/ }));
    expect(seen).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(/Mot de passe temporaire envoyé par SMS au/)).toBeInTheDocument();
    expect(seen.map((request) => [request.method, request.url])).toEqual([['post', apiPath(API_PATHS.userRegeneratePassword, { id: 42 })]]);
  });

  it('says why there is no button for a user without a mobile, and shows nothing without change-users', () => {
    signInAs([PERMISSIONS.admin.changeUser]);
    setupI18n('fr', adminTranslations);
    const { unmount } = renderInApp(<RegeneratePassword user={{ ...user, phone: null }} />);
    expect(screen.getByText(/Sans téléphone mobile/)).toBeInTheDocument();
    unmount();
    signInAs([PERMISSIONS.admin.viewUsers]);
    renderInApp(<RegeneratePassword user={user} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("offers nothing on the administrator's own page: their password changes from the profile", () => {
    signInAs([PERMISSIONS.admin.changeUser], { pk: 42 });
    setupI18n('fr', adminTranslations);
    renderInApp(<RegeneratePassword user={user} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
