import { AccessTokens, TokenError } from '../../src/modules/auth/tokens.js';

const key = new TextEncoder().encode('a-test-secret-of-at-least-thirty-two-characters');

/** The verified-token memory keeps what a signature check said, never more. */
describe('AccessTokens.verify remembers verified tokens', () => {
  afterEach(() => jest.useRealTimers());

  test('a token verified twice gives the same claims', async () => {
    const tokens = new AccessTokens(key, 600);
    const { token, claims } = await tokens.issue(7, 3);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  test('a remembered token past its expiry is refused as expired', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T08:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const tokens = new AccessTokens(key, 60);
    const { token } = await tokens.issue(7, 3);
    await tokens.verify(token);
    jest.setSystemTime(new Date('2026-01-01T08:01:00Z'));
    await expect(tokens.verify(token)).rejects.toEqual(new TokenError('expired'));
  });

  test('a tampered copy of a remembered token is refused', async () => {
    const tokens = new AccessTokens(key, 600);
    const { token } = await tokens.issue(7, 3);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '1' })).toString('base64url');
    await expect(tokens.verify(`${header}.${forged}.${signature}`)).rejects.toEqual(new TokenError('invalid'));
  });

  test('a token signed with another key is refused, even when the same text was remembered by another instance', async () => {
    const other = new AccessTokens(new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars'), 600);
    const { token } = await other.issue(7, 3);
    await other.verify(token);
    await expect(new AccessTokens(key, 600).verify(token)).rejects.toEqual(new TokenError('invalid'));
  });

  test('the memory is bounded: the oldest token is forgotten, and still verified again when it comes back', async () => {
    const tokens = new AccessTokens(key, 600, 2);
    const issued = await Promise.all([1, 2, 3].map((id) => tokens.issue(id, null)));
    for (const { token } of issued) await tokens.verify(token);
    const remembered = (tokens as unknown as { verified: Map<string, unknown> }).verified;
    expect([...remembered.keys()]).toEqual([issued[1]!.token, issued[2]!.token]);
    expect((await tokens.verify(issued[0]!.token)).userId).toBe(1);
  });
});
