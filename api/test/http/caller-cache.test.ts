import { CallerCache } from '../../src/modules/accounts/caller-cache.js';
import type { CallerRow } from '../../src/modules/accounts/membership-queries.js';

const JTI_A = '6f1c2a3b-0000-4000-8000-00000000000a';
const JTI_B = '6f1c2a3b-0000-4000-8000-00000000000b';

const rowOf = (userId: number): CallerRow => ({
  is_active: true,
  is_superuser: false,
  is_dssb: false,
  structure_id: 3,
  structure_type: 'CSB',
  governorate_id: 1,
  permissions: `read:${userId}`,
  revoked: false,
  first_login: false,
  user_type: 'STAFF',
  session_version: 0,
});

/** A cache over a fake database that counts its reads; `rows` says what each user reads as. */
function cacheOver(rows: Map<number, CallerRow | undefined> = new Map(), capacity?: number) {
  const reads: string[] = [];
  const cache = new CallerCache(async (userId, structureId, jti) => {
    reads.push(`${userId}:${structureId}:${jti}`);
    return rows.has(userId) ? rows.get(userId) : rowOf(userId);
  }, capacity);
  return { cache, reads, rows };
}

describe('the callers a process keeps', () => {
  test('before the channel listens, every request reads its caller and nothing is kept', async () => {
    const { cache, reads } = cacheOver();
    await cache.find(1, 3, JTI_A);
    await cache.find(1, 3, JTI_A);
    expect(reads).toHaveLength(2);
    expect(cache.size).toBe(0);
  });

  test('once it listens, a caller is read once and then kept, per user, structure and token', async () => {
    const { cache, reads } = cacheOver();
    cache.ready();
    expect(await cache.find(1, 3, JTI_A)).toEqual(rowOf(1));
    expect(await cache.find(1, 3, JTI_A)).toEqual(rowOf(1));
    expect(reads).toEqual([`1:3:${JTI_A}`]);
    await cache.find(1, null, JTI_A);
    await cache.find(1, 3, JTI_B);
    expect(reads).toHaveLength(3);
    expect(cache.size).toBe(3);
  });

  test('a caller the database does not know is not kept', async () => {
    const { cache, reads } = cacheOver(new Map([[9, undefined]]));
    cache.ready();
    expect(await cache.find(9, 3, JTI_A)).toBeUndefined();
    expect(await cache.find(9, 3, JTI_A)).toBeUndefined();
    expect(reads).toHaveLength(2);
  });

  test("'user:<id>' drops that user's callers and no one else's", async () => {
    const { cache, reads } = cacheOver();
    cache.ready();
    await cache.find(1, 3, JTI_A);
    await cache.find(1, null, JTI_B);
    await cache.find(2, 3, JTI_A);
    cache.message('user:1');
    expect(cache.size).toBe(1);
    await cache.find(2, 3, JTI_A);
    expect(reads).toHaveLength(3);
    await cache.find(1, 3, JTI_A);
    expect(reads).toHaveLength(4);
  });

  test("'token:<jti>' drops the callers of that token, whatever the case of its letters", async () => {
    const { cache } = cacheOver();
    cache.ready();
    await cache.find(1, 3, JTI_A);
    await cache.find(1, 3, JTI_B);
    cache.message(`token:${JTI_A.toUpperCase()}`);
    expect(cache.size).toBe(1);
    cache.message(`token:${JTI_B}`);
    expect(cache.size).toBe(0);
  });

  test.each(['all', 'role:4', 'user:', 'user:x', ''])('%j drops every caller (a change it cannot place)', async (payload) => {
    const { cache } = cacheOver();
    cache.ready();
    await cache.find(1, 3, JTI_A);
    await cache.find(2, 3, JTI_B);
    cache.message(payload);
    expect(cache.size).toBe(0);
  });

  test('the channel lost: everything is dropped and nothing kept until it listens again', async () => {
    const { cache, reads } = cacheOver();
    cache.ready();
    await cache.find(1, 3, JTI_A);
    cache.lost();
    expect(cache.size).toBe(0);
    await cache.find(1, 3, JTI_A);
    await cache.find(1, 3, JTI_A);
    expect(reads).toHaveLength(3);
    cache.ready();
    await cache.find(1, 3, JTI_A);
    await cache.find(1, 3, JTI_A);
    expect(reads).toHaveLength(4);
  });

  test('a read under way when a change is told serves its request but is not kept (it may predate the change)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const cache = new CallerCache(async (userId) => {
      reads++;
      if (reads === 1) await gate;
      return rowOf(userId);
    });
    cache.ready();
    const pending = cache.find(1, 3, JTI_A);
    cache.message('user:2');
    release();
    expect(await pending).toEqual(rowOf(1));
    expect(cache.size).toBe(0);
    await cache.find(1, 3, JTI_A);
    expect(cache.size).toBe(1);
  });

  test('a read under way when the channel is lost and found again is not kept either', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const cache = new CallerCache(async (userId) => (await gate, rowOf(userId)));
    cache.ready();
    const pending = cache.find(1, 3, JTI_A);
    cache.lost();
    cache.ready();
    release();
    await pending;
    expect(cache.size).toBe(0);
  });

  test('beyond its capacity the least recently used caller goes first', async () => {
    const { cache, reads } = cacheOver(new Map(), 2);
    cache.ready();
    await cache.find(1, 3, JTI_A);
    await cache.find(2, 3, JTI_A);
    await cache.find(1, 3, JTI_A); // 1 used last
    await cache.find(3, 3, JTI_A); // 2 goes
    expect(cache.size).toBe(2);
    expect(reads).toHaveLength(3);
    await cache.find(1, 3, JTI_A);
    expect(reads).toHaveLength(3);
    await cache.find(2, 3, JTI_A);
    expect(reads).toHaveLength(4);
  });
});
