import { sql } from 'kysely';
import { API_PATHS, apiPath, CITIZEN_API_PATHS as PATHS, LIST_COUNT_CAP, type ChildRow, type Paged, type ParentSummary } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { useApiApp } from '../support/app.js';
import { newChildBody } from './citizen-support.js';

/** The children list's total at national scale (docs/decisions.md, "National scale: children"). */
describe.each(BACKENDS)('the children list total on %s', (backend) => {
  const app = useApiApp(backend);
  const list = async (query: string, username: string) => {
    const response = await app.call('GET', `${API_PATHS.childrenList}?${query}`, username);
    expect(response.statusCode).toBe(200);
    return response.json<Paged<ChildRow>>();
  };
  const countedAt = async (structureId?: number) => {
    const query = app.t.db.selectFrom('citizen').select((eb) => eb.fn.countAll<number>().as('n'));
    return Number((await (structureId === undefined ? query : query.where('structure_id', '=', structureId)).executeTakeFirstOrThrow()).n);
  };
  const agentCentre = async () =>
    await app.t.db.selectFrom('structure').select(['id', 'governorate_id']).where('code', '=', 'CSB-11-1').executeTakeFirstOrThrow();

  test('without a search the total is exact, kept per structure as children are added and deleted', async () => {
    const centre = await agentCentre();
    const before = { agent: (await list('', 'agent')).count, national: (await list('', 'superadmin')).count };
    expect(before).toEqual({ agent: await countedAt(centre.id), national: await countedAt() });

    const created = (await app.call('POST', PATHS.childCreate, 'agent', newChildBody({ child: { firstNameFr: 'Counted', birthDate: '2024-03-03' } }))).json<{
      evaxNumber: string;
    }>();
    expect((await list('', 'agent')).count).toBe(before.agent + 1);
    expect((await list('', 'superadmin')).count).toBe(before.national + 1);
    expect((await list(`structure=${centre.id}`, 'superadmin')).count).toBe(before.agent + 1);

    expect((await app.call('DELETE', apiPath(PATHS.childDelete, { param: created.evaxNumber, lang: 'fr' }), 'agent')).statusCode).toBe(204);
    expect((await list('', 'agent')).count).toBe(before.agent);
    expect((await list('', 'superadmin')).count).toBe(await countedAt());
  });

  test('a page past the end, or of a centre without children, still gives the exact total (read apart from the empty page)', async () => {
    const centre = await agentCentre();
    const total = await countedAt(centre.id);
    expect(total).toBeGreaterThan(0);
    const first = await list('page_size=10', 'agent');
    expect(first.count).toBe(total);
    const past = await list(`page_size=10&page=${Math.ceil(total / 10) + 5}`, 'agent');
    expect(past).toEqual({ count: total, results: [] });
    const empty = await app.t.db
      .selectFrom('structure')
      .select('id')
      .where('id', 'not in', app.t.db.selectFrom('citizen').select('structure_id'))
      .executeTakeFirstOrThrow();
    expect(await list(`structure=${empty.id}`, 'superadmin')).toEqual({ count: 0, results: [] });
  });

  test(`a search matching more than ${LIST_COUNT_CAP} children answers the cap with countCapped; fewer, the exact count`, async () => {
    const centre = await agentCentre();
    // Written straight into the table, as an import would: the kept count follows them too.
    await sql`insert into citizen (evax_number, first_name_fr, last_name_fr, first_name_ar, last_name_ar, birth_date, gender, structure_id)
      select (800000000 + i)::text, 'Anis', 'Capcount', 'أنيس', 'كابكونت', date '2024-01-01' + (i % 300), 'male', ${centre.id}::int
      from generate_series(0, ${LIST_COUNT_CAP}) i`.execute(app.t.db);
    try {
      const capped = await list('search=Capc&page_size=10', 'agent');
      expect(capped).toMatchObject({ count: LIST_COUNT_CAP, countCapped: true });
      expect(capped.results).toHaveLength(10);
      expect((await list(`search=Capc&page_size=10&page=${LIST_COUNT_CAP / 10}`, 'agent')).results).toHaveLength(10);

      const exact = await list('search=Zeineb', 'agent');
      expect(exact.countCapped).toBeUndefined();
      expect(exact.count).toBe(exact.results.length);
      expect((await list('', 'agent')).count).toBe(await countedAt(centre.id));
    } finally {
      await app.t.db.deleteFrom('citizen').where('last_name_fr', '=', 'Capcount').execute();
    }
    expect((await list('', 'superadmin')).count).toBe(await countedAt());
  });

  test(`the citizens list counts up to ${LIST_COUNT_CAP}, then says more than`, async () => {
    const centre = await agentCentre();
    const citizens = async () => (await app.call('GET', `${PATHS.citizenList}?page_size=10`, 'agent')).json<Paged<ParentSummary>>();
    const before = await citizens();
    expect(before.countCapped).toBeUndefined();
    await sql`insert into parent (first_name_fr, last_name_fr, first_name_ar, last_name_ar, national_id, structure_id)
      select 'Hela', 'Capcount', 'هالة', 'كابكونت', (70000000 + i)::text, ${centre.id}::int from generate_series(0, ${LIST_COUNT_CAP}) i`.execute(app.t.db);
    try {
      const capped = await citizens();
      expect(capped).toMatchObject({ count: LIST_COUNT_CAP, countCapped: true });
      expect(capped.results).toHaveLength(10);
    } finally {
      await app.t.db.deleteFrom('parent').where('last_name_fr', '=', 'Capcount').execute();
    }
    expect(await citizens()).toEqual(before);
  });
});
