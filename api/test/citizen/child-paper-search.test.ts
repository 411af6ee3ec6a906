import { API_PATHS, CHILD_READ_ENTITY, CITIZEN_API_PATHS, type ChildCreated, type ChildDetail, type ChildRow } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { createUser, startAccountApp, type AccountTestApp } from '../support/account.js';
import { bearer, tokensFor } from '../support/app.js';
import { newChildBody, nextNationalId } from './citizen-support.js';

/**
 * Issue 30: a baby has no identity papers of its own, so the search finds a child by a parent's
 * national identity card or passport too (the search page's look-up and the children list), within
 * the caller's scope; a child found outside the caller's structure leaves a read row, as the evax
 * search does.
 */
describe.each(BACKENDS)('children found by a parent’s identity paper (issue 30) on %s', (backend) => {
  let t: AccountTestApp;
  let tokens: Record<string, string>;
  const motherCard = nextNationalId();
  const fatherPassport = 'XK4071986';
  const children: Record<'first' | 'sibling' | 'foreignFather', ChildCreated> = {} as never;

  const send = async (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });
  const create = async (url: string, body: object) => {
    const response = await send('POST', url, 'agent', { ...body, confirmNotDuplicate: true });
    expect(response.statusCode).toBe(201);
    return response.json<ChildCreated>();
  };
  const byPaper = async (paper: string, who: string) => {
    const response = await send('GET', `${CITIZEN_API_PATHS.childSearchByPaper}?paper=${encodeURIComponent(paper)}`, who);
    expect(response.statusCode).toBe(200);
    return response.json<ChildRow[]>().map((row) => row.evaxNumber);
  };
  const listed = async (search: string, who: string) => {
    const response = await send('GET', `${API_PATHS.childrenList}?search=${encodeURIComponent(search)}`, who);
    expect(response.statusCode).toBe(200);
    return response.json<{ results: ChildRow[] }>().results.map((row) => row.evaxNumber);
  };
  const searchReads = () =>
    t.db.selectFrom('audit_log').select(['citizen_id', 'user_id', 'after']).where('entity', '=', CHILD_READ_ENTITY).orderBy('id').execute();

  beforeAll(async () => {
    t = await startAccountApp(backend);
    await createUser(t.db, { username: 'region-11', memberships: [{ structureCode: 'DRS-11', roleCode: 'HEALTH_AGENT', isDefault: true }] });
    tokens = await tokensFor(t.app, ['agent', 'agent2', 'region-11']);
    children.first = await create(
      CITIZEN_API_PATHS.childCreate,
      newChildBody({ child: { firstNameFr: 'Yasmine', firstNameAr: 'ياسمين', birthDate: '2023-04-02' }, parent: { nationalId: motherCard } }),
    );
    const mother = (await send('GET', `/api/citizen/child/${children.first.evaxNumber}`, 'agent')).json<ChildDetail>().parents[0]!;
    children.sibling = await create(CITIZEN_API_PATHS.childCreateForParent, {
      ...newChildBody({ child: { firstNameFr: 'Adam', firstNameAr: 'آدم', gender: 'male', birthDate: '2025-09-10' } }),
      parent: mother.id,
    });
    const withForeignFather = newChildBody({ child: { firstNameFr: 'Lina', firstNameAr: 'لينا', birthDate: '2025-01-20' } });
    children.foreignFather = await create(CITIZEN_API_PATHS.childCreate, {
      ...withForeignFather,
      parent: { ...withForeignFather.parent, nationalId: undefined, passportNumber: fatherPassport, nationality: 'FR', firstNameFr: 'Marc' },
      role: 'father',
    });
  });
  afterAll(() => t.close());

  test('the search page: a mother’s card finds her children, youngest first; a father’s passport, whatever its case', async () => {
    expect(await byPaper(motherCard, 'agent')).toEqual([children.sibling.evaxNumber, children.first.evaxNumber]);
    expect(await byPaper(fatherPassport.toLowerCase(), 'agent')).toEqual([children.foreignFather.evaxNumber]);
    expect(await byPaper('ZZ0000000', 'agent')).toEqual([]);
  });

  test('the children list: the same papers find the same children', async () => {
    expect((await listed(motherCard, 'agent')).sort()).toEqual([children.first.evaxNumber, children.sibling.evaxNumber].sort());
    expect(await listed(fatherPassport, 'agent')).toEqual([children.foreignFather.evaxNumber]);
  });

  test('out of scope: another centre finds none of them, by the page or the list', async () => {
    expect(await byPaper(motherCard, 'agent2')).toEqual([]);
    expect(await byPaper(fatherPassport, 'agent2')).toEqual([]);
    expect(await listed(motherCard, 'agent2')).toEqual([]);
  });

  test('audited: the child’s own centre leaves no read row; a regional directorate one per child found', async () => {
    const before = (await searchReads()).length;
    await byPaper(motherCard, 'agent');
    expect((await searchReads()).length).toBe(before);
    expect(await byPaper(motherCard, 'region-11')).toHaveLength(2);
    const rows = (await searchReads()).slice(before);
    expect(rows.map((row) => row.citizen_id).sort()).toEqual([children.first.id, children.sibling.id].sort());
    expect(rows.map((row) => (typeof row.after === 'string' ? JSON.parse(row.after) : row.after))).toEqual([{ reads: 'search' }, { reads: 'search' }]);
  });

  test('a paper of the wrong shape is refused (400)', async () => {
    for (const paper of ['', '1234', 'ABCDEFGH', 'AB-12345', '1'.repeat(21)])
      expect({ paper, status: (await send('GET', `${CITIZEN_API_PATHS.childSearchByPaper}?paper=${paper}`, 'agent')).statusCode }).toEqual({
        paper,
        status: 400,
      });
  });
});
