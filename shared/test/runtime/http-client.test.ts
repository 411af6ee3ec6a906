import { API_PATHS, AUDIENCE_HEADER, BACKOFFICE_AUDIENCE } from '@evax/shared/contract';
import { ApiError, fetchPage, http, signIn, useAuthStore } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../jest/fake-http';
import { aLoginResponse, signInAs } from '../../jest/fixtures';

describe('HTTP client', () => {
  afterEach(restoreHttp);

  it('sends the Bearer token and the audience header', async () => {
    signInAs();
    const seen = fakeHttp(() => ({ data: { count: 0, results: [] } }));

    await fetchPage(API_PATHS.dciList, { page: 2, page_size: 25, search: 'bcg' });

    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(seen[0]?.headers.get(AUDIENCE_HEADER)).toBe(BACKOFFICE_AUDIENCE);
    expect(seen[0]?.params).toEqual({ page: 2, page_size: 25, search: 'bcg' });
  });

  it('uses the session token type instead of Bearer when one is set', async () => {
    signInAs();
    useAuthStore.setState({ headerTokenType: 'JWT' });
    const seen = fakeHttp(() => ({ data: {} }));

    await http.get('/api/anything');

    expect(seen[0]?.headers.get('Authorization')).toBe('JWT token-123');
  });

  it('logs in without an Authorization header and keeps the session', async () => {
    const seen = fakeHttp(() => ({ data: aLoginResponse(['view-dashboard']) }));

    await signIn({ username: 'agent', password: 'secret' });

    expect(seen[0]?.url).toBe(API_PATHS.login);
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
    expect(useAuthStore.getState().token).toBe('token-123');
  });

  it('wipes the session on a 401 to an authenticated call', async () => {
    signInAs();
    fakeHttp(() => ({ status: 401, data: { detail: 'Token is invalid or expired', key: 'ERROR.CODE.TOKEN_EXPIRED' } }));

    await expect(http.get(API_PATHS.me)).rejects.toMatchObject({ status: 401, key: 'ERROR.CODE.TOKEN_EXPIRED' });

    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('persistedStore')).toBeNull();
  });

  it('wipes the session when the detail says the token is invalid, whatever the status', async () => {
    signInAs();
    fakeHttp(() => ({ status: 403, data: { detail: 'Token is invalid or expired', key: 'ERROR.CODE.INVALID_TOKEN' } }));

    await expect(http.get(API_PATHS.me)).rejects.toBeInstanceOf(ApiError);

    expect(useAuthStore.getState().token).toBeNull();
  });

  it('keeps the session on a 403 and types the error envelope', async () => {
    signInAs();
    fakeHttp(() => ({ status: 403, data: { detail: 'Forbidden', key: 'ERROR.CODE.FORBIDDEN' } }));

    const error = (await http.get(API_PATHS.users).catch((failure: unknown) => failure)) as ApiError;

    expect(error).toBeInstanceOf(ApiError);
    expect(error.envelope).toEqual({ detail: 'Forbidden', key: 'ERROR.CODE.FORBIDDEN' });
    expect(useAuthStore.getState().token).toBe('token-123');
  });

  it('keeps the error code of a refused login and does not touch the session', async () => {
    fakeHttp(() => ({ status: 400, data: { detail: 'The username or password is incorrect', errorCode: 102, key: 'ERROR.CODE.BAD_CREDENTIALS' } }));

    await expect(signIn({ username: 'agent', password: 'wrong' })).rejects.toMatchObject({
      status: 400,
      key: 'ERROR.CODE.BAD_CREDENTIALS',
      envelope: { errorCode: 102 },
    });
  });

  it('derives a key from the status when the body is not an envelope', async () => {
    fakeHttp(() => ({ status: 504, data: '<html>Gateway Timeout</html>' }));

    await expect(http.get('/api/slow')).rejects.toMatchObject({ status: 504, key: 'ERROR.CODE.TIMEOUT', envelope: null });
  });
});
