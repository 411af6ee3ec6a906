import { CNOM_TOKEN_TYPE, PERSISTED_STORE_KEY } from '@evax/shared/contract';
import { isProfessionalBodySession, isSignedIn, permissionSubjectOf, useAuthStore } from '@evax/shared/runtime';
import { aLoginResponse, aStructure } from '../../jest/fixtures';

describe('auth store', () => {
  it('persists the session under the persistedStore key', () => {
    useAuthStore.getState().signIn(aLoginResponse(['view-dashboard']));

    expect(PERSISTED_STORE_KEY).toBe('persistedStore');
    const persisted = JSON.parse(localStorage.getItem('persistedStore') ?? '{}') as { state: Record<string, unknown> };
    expect(persisted.state).toMatchObject({ token: 'token-123', permissions: ['view-dashboard'], phone: '20123456' });
    expect(persisted.state.currentUser).toMatchObject({ username: 'agent' });
    expect(Object.keys(persisted.state).sort()).toEqual(['audience', 'currentUser', 'expiresAt', 'headerTokenType', 'permissions', 'phone', 'token']);
  });

  it('wipes the persisted copy on sign-out', () => {
    useAuthStore.getState().signIn(aLoginResponse());
    useAuthStore.getState().signOut();

    expect(localStorage.getItem('persistedStore')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, currentUser: null, permissions: [] });
  });

  it('is signed in only with a token, a user and an unexpired session', () => {
    useAuthStore.getState().signIn(aLoginResponse());
    const session = useAuthStore.getState();

    expect(isSignedIn(session)).toBe(true);
    expect(isSignedIn(session, (session.expiresAt ?? 0) + 1)).toBe(false);
    expect(isSignedIn({ ...session, token: null })).toBe(false);
  });

  it('gives the permission subject of the signed-in user', () => {
    useAuthStore.getState().signIn(aLoginResponse(['view-users'], { isDssb: true }));

    expect(permissionSubjectOf(useAuthStore.getState())).toEqual({ isSuperuser: false, isDssb: true, permissions: ['view-users'] });
  });

  it('takes the token type of a professional-body session, and forgets it for the next ordinary one', () => {
    useAuthStore.getState().signIn({ ...aLoginResponse(), tokenType: CNOM_TOKEN_TYPE });
    expect(useAuthStore.getState().headerTokenType).toBe(CNOM_TOKEN_TYPE);
    expect(isProfessionalBodySession(useAuthStore.getState())).toBe(true);

    useAuthStore.getState().signIn(aLoginResponse());
    expect(useAuthStore.getState().headerTokenType).toBeNull();
    expect(isProfessionalBodySession(useAuthStore.getState())).toBe(false);
  });

  it('changes the centre: the chosen structure becomes the only default, its permissions and token replace the old', () => {
    useAuthStore.getState().signIn(aLoginResponse(['view-dashboard'], { structuresDetails: [aStructure(1, true), aStructure(2, false)] }));
    useAuthStore.getState().changeCenter({ structure: aStructure(2, true, ['view-users']), permissions: ['view-users'], access: 'token-2', expiresIn: 60 });

    const state = useAuthStore.getState();
    expect(state).toMatchObject({ token: 'token-2', permissions: ['view-users'] });
    expect(state.currentUser?.structuresDetails.map((d) => [d.structure.id, d.isDefault])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(JSON.parse(localStorage.getItem('persistedStore') ?? '{}').state.token).toBe('token-2');
  });
});
