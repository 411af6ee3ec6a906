import { waitFor } from '@testing-library/react';
import { API_PATHS, PERMISSIONS, PERMISSIONS_VERSION_HEADER, permissionsVersion, type MeSessionResponse, type Permission } from '@evax/shared/contract';
import { http, useAuthStore } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp, type FakeReply } from '../../jest/fake-http';
import { aUser, signInAs } from '../../jest/fixtures';

const { showCitizen } = PERMISSIONS.citizen;
const { view: viewDashboard } = PERMISSIONS.dashboard;

/** The API as it answers a caller whose permissions are now `current`: every answer says their version, GET /me gives them. */
function serverWith(current: () => Permission[], other: (url: string) => FakeReply = () => ({ data: {} })) {
  return fakeHttp((request) => {
    const headers = { [PERMISSIONS_VERSION_HEADER]: permissionsVersion(current()) };
    if (request.url === API_PATHS.me)
      return { headers, data: { user: aUser({ firstNameFr: 'Relue' }), phone: null, permissions: current() } satisfies MeSessionResponse };
    return { headers, ...other(request.url ?? '') };
  });
}
const meCalls = (seen: { url?: string }[]) => seen.filter((request) => request.url === API_PATHS.me).length;

describe('the permissions held follow the API’s version of them (issue 34)', () => {
  afterEach(restoreHttp);

  it('the same version: nothing read again', async () => {
    signInAs([viewDashboard, showCitizen]);
    const seen = serverWith(() => [showCitizen, viewDashboard]);

    await http.get('/api/anything');
    await http.get('/api/anything');

    expect(meCalls(seen)).toBe(0);
    expect(useAuthStore.getState().permissions).toEqual([viewDashboard, showCitizen]);
  });

  it('another version: GET /me once, however many answers say it, and the store holds the new permissions and profile', async () => {
    signInAs([viewDashboard, showCitizen]);
    const seen = serverWith(() => [viewDashboard]);

    await Promise.all([http.get('/api/one'), http.get('/api/two'), http.get('/api/three')]);
    await waitFor(() => expect(useAuthStore.getState().permissions).toEqual([viewDashboard]));

    expect(meCalls(seen)).toBe(1);
    expect(useAuthStore.getState().currentUser?.firstNameFr).toBe('Relue');
    expect(useAuthStore.getState().token).toBe('token-123');
    await http.get('/api/four');
    expect(meCalls(seen)).toBe(1);
  });

  it('a refusal that says another version reads them again too (the permission was removed)', async () => {
    signInAs([viewDashboard, showCitizen]);
    const seen = serverWith(
      () => [showCitizen],
      () => ({ status: 403, data: { detail: 'You do not have permission to perform this action.', key: 'ERROR.CODE.FORBIDDEN' } }),
    );

    await expect(http.get('/api/dashboard')).rejects.toMatchObject({ status: 403 });
    await waitFor(() => expect(useAuthStore.getState().permissions).toEqual([showCitizen]));
    expect(meCalls(seen)).toBe(1);
  });

  it('a version GET /me does not settle is not asked again and again', async () => {
    signInAs([showCitizen]);
    const seen = fakeHttp((request) => ({
      headers: { [PERMISSIONS_VERSION_HEADER]: 'elsewhere' },
      data: request.url === API_PATHS.me ? { user: aUser(), phone: null, permissions: [viewDashboard] } : {},
    }));

    await http.get('/api/one');
    await waitFor(() => expect(useAuthStore.getState().permissions).toEqual([viewDashboard]));
    await http.get('/api/two');
    await http.get('/api/three');

    expect(meCalls(seen)).toBe(1);
  });

  it('answers without the header, or to a token the session no longer holds, change nothing', async () => {
    signInAs([showCitizen]);
    const seen = fakeHttp(() => ({ data: {} }));
    await http.get('/api/public');
    restoreHttp();

    // Answered after the session changed token (another structure chosen meanwhile).
    const stale = fakeHttp(() => {
      useAuthStore.setState({ token: 'token-456' });
      return { headers: { [PERMISSIONS_VERSION_HEADER]: permissionsVersion([]) }, data: {} };
    });
    await http.get('/api/other');

    expect(meCalls([...seen, ...stale])).toBe(0);
    expect(useAuthStore.getState().permissions).toEqual([showCitizen]);
  });
});
