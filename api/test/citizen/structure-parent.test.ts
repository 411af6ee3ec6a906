import { sql } from 'kysely';
import { apiPath, CITIZEN_API_PATHS as PATHS, LIST_COUNT_CAP, type Paged, type ParentSummary } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { regionalDirectorateCode } from '../../src/db/seed/reference/structures.js';
import { ROLE_CODES } from '../../src/db/seed/reference/roles.js';
import { createUser } from '../support/account.js';
import { callerFor, defaultStructureOf, tokensFor, useApiApp } from '../support/app.js';
import { newChildBody, nextNationalId } from './citizen-support.js';

type Follow = { structure_id: number; parent_id: number; follows: number; created_at: Date; retired: boolean };

/**
 * Migration 0048: the parents each structure follows, kept by triggers, which the citizens list of
 * a centre or a region reads; 0068: each row with its parent's registration and whether it is
 * retired (merged), from which a centre's list by registration is read alone. The kept rows must
 * equal the rule recounted after every write, and the list answer what the rule (registered at a
 * structure of the scope, or parent of a child registered there; a retired record never) gives.
 */
describe.each(BACKENDS)('the parents each structure follows (citizens list) on %s', (backend) => {
  const app = useApiApp(backend);
  const { call } = app;
  const db = () => app.t.db;

  const kept = async () =>
    (
      await db()
        .selectFrom('structure_parent')
        .select(['structure_id', 'parent_id', 'follows', 'created_at', 'retired'])
        .orderBy('structure_id')
        .orderBy('parent_id')
        .execute()
    ).map((r) => ({ ...r, follows: Number(r.follows) }));
  const recounted = async () =>
    (
      await sql<Follow>`
        select r.structure_id, r.parent_id, r.follows, p.created_at, p.merged_into is not null as retired from (
          select structure_id, parent_id, count(*)::int as follows from (
            select p.structure_id, p.id as parent_id from parent p
            union all
            select c.structure_id, l.parent_id from child_parent l join citizen c on c.id = l.child_id
          ) reasons group by structure_id, parent_id
        ) r join parent p on p.id = r.parent_id order by r.structure_id, r.parent_id`.execute(db())
    ).rows;
  const expectKept = async () => expect(await kept()).toEqual(await recounted());

  /** The list's orderings and their columns: by registration, newest first, when none is asked (the default). */
  const ORDERED_BY = { '': 'created_at desc, id desc', createdAt: 'created_at, id', '-createdAt': 'created_at desc, id desc', lastNameFr: 'last_name_fr, id' };
  type Ordering = keyof typeof ORDERED_BY;
  /** The parents in use (not retired) the rule gives for a scope's structures, in the list's order. */
  async function byTheRule(structureIds: number[] | null, ordering: Ordering = ''): Promise<number[]> {
    const inScope = (column: string) => (structureIds === null ? sql`true` : sql`${sql.ref(column)} in (${sql.join(structureIds)})`);
    const { rows } = await sql<{ id: number }>`
      select p.id from parent p
      where p.merged_into is null and (${inScope('p.structure_id')}
        or p.id in (select l.parent_id from child_parent l join citizen c on c.id = l.child_id where ${inScope('c.structure_id')}))
      order by ${sql.raw(ORDERED_BY[ordering])}`.execute(db());
    return rows.map((r) => r.id);
  }
  async function listed(username: string, ordering: Ordering = ''): Promise<{ ids: number[]; count: number }> {
    const ids: number[] = [];
    let count = 0;
    const send = callerFor(app.t.app, await tokensFor(app.t.app, [username]));
    for (let page = 1; ; page++) {
      const query = `page=${page}&page_size=50${ordering ? `&ordering=${ordering}` : ''}`;
      const answer = (await send('GET', `${PATHS.citizenList}?${query}`, username)).json<Paged<ParentSummary>>();
      count = answer.count;
      ids.push(...answer.results.map((r) => r.id));
      if (answer.results.length < 50) return { ids, count };
    }
  }
  const structureOf = (username: string) => defaultStructureOf(db(), username);
  async function addChild(username: string, body: object, path: string = PATHS.childCreate) {
    const response = await call('POST', path, username, { ...body, confirmNotDuplicate: true });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json<{ id: number; evaxNumber: string }>();
  }
  const parentsOf = async (childId: number) =>
    (await db().selectFrom('child_parent').select('parent_id').where('child_id', '=', childId).execute()).map((r) => r.parent_id);

  test('registered, linked, moved, unlinked, removed, registration corrected, retired: the kept rows equal the rule recounted after each write', async () => {
    await expectKept();
    const agentCentre = await structureOf('agent');
    const otherCentre = await structureOf('agent2');
    // A family registered at the agent's centre.
    const first = await addChild('agent', newChildBody({ child: { firstNameFr: 'Ines', firstNameAr: 'إيناس', birthDate: '2024-03-01' } }));
    await expectKept();
    const [mother] = await parentsOf(first.id);
    // Its second child, registered at agent2's centre: that centre follows the mother too.
    const child = newChildBody({ child: { firstNameFr: 'Omar', firstNameAr: 'عمر', gender: 'male', birthDate: '2025-01-05' } }).child;
    const second = await addChild('agent2', { child, parent: mother, role: 'mother' }, PATHS.childCreateForParent);
    await expectKept();
    // Registered at the agent's centre with a child there (2 reasons); a child at agent2's (1).
    const follows = (structure: number) => kept().then((rows) => rows.find((r) => r.parent_id === mother && r.structure_id === structure)?.follows);
    expect([await follows(agentCentre), await follows(otherCentre)]).toEqual([2, 1]);
    // The first child moved to agent2's centre, the parent's registration moved, a link removed and added again.
    await db().updateTable('citizen').set({ structure_id: otherCentre }).where('id', '=', first.id).execute();
    await expectKept();
    await db().updateTable('parent').set({ structure_id: otherCentre }).where('id', '=', mother!).execute();
    await expectKept();
    await db().deleteFrom('child_parent').where('child_id', '=', second.id).where('parent_id', '=', mother!).execute();
    await expectKept();
    await db().insertInto('child_parent').values({ child_id: second.id, parent_id: mother!, role: 'mother' }).execute();
    await expectKept();
    // A child removed: its links go with it, and so do the reasons they gave.
    expect((await call('DELETE', apiPath(PATHS.childDelete, { param: second.evaxNumber, lang: 'fr' }), 'agent2')).statusCode).toBeLessThan(300);
    await expectKept();
    // The mother's registration date corrected: each of her rows takes it.
    await db().updateTable('parent').set({ created_at: '2021-06-01T08:00:00Z' }).where('id', '=', mother!).execute();
    await expectKept();
    // Retired into another record (a merge), then a child linked to her while retired, then brought back.
    const third = await addChild('agent2', newChildBody({ child: { firstNameFr: 'Sami', firstNameAr: 'سامي', gender: 'male', birthDate: '2024-09-09' } }));
    const [survivor] = await parentsOf(third.id);
    await db().updateTable('parent').set({ merged_into: survivor!, merged_at: new Date() }).where('id', '=', mother!).execute();
    await expectKept();
    expect((await kept()).filter((r) => r.parent_id === mother).map((r) => r.retired)).toEqual([true]);
    await db().insertInto('child_parent').values({ child_id: third.id, parent_id: mother!, role: 'guardian' }).execute();
    await expectKept();
    await db().updateTable('parent').set({ merged_into: null, merged_at: null }).where('id', '=', mother!).execute();
    await expectKept();
    // Moved and retired in one write.
    await db().updateTable('parent').set({ structure_id: agentCentre, merged_into: survivor!, merged_at: new Date() }).where('id', '=', mother!).execute();
    await expectKept();
  });

  test('the citizens list of an agent, a region and the nation: the rows and totals the rule gives', async () => {
    const agentCentre = await structureOf('agent');
    // A health agent of Tunis's regional directorate: the governorate's scope.
    await createUser(db(), {
      username: 'region-agent',
      memberships: [{ structureCode: regionalDirectorateCode('11'), roleCode: ROLE_CODES.healthAgent, isDefault: true }],
    });
    const region = await db()
      .selectFrom('structure as s')
      .innerJoin('structure as r', 'r.governorate_id', 's.governorate_id')
      .select('s.id')
      .where('r.id', '=', await structureOf('region-agent'))
      .where('s.type', '<>', 'NATIONAL')
      .execute();
    const cases: [string, number[] | null][] = [
      ['agent', [agentCentre]],
      ['region-agent', region.map((s) => s.id)],
      ['superadmin', null],
    ];
    // Two records of the same mother at the agent's centre, merged through the API: the duplicate is retired, out of every list.
    const first = await addChild('agent', newChildBody({ child: { firstNameFr: 'Rim', firstNameAr: 'ريم', birthDate: '2024-05-05' } }));
    const second = await addChild(
      'agent',
      newChildBody({
        child: { firstNameFr: 'Aya', firstNameAr: 'آية', birthDate: '2024-06-06' },
        parent: { nationalId: null, passportNumber: `P${nextNationalId()}`, phone: '98765432' },
      }),
    );
    const [keptRecord] = await parentsOf(first.id);
    const [duplicate] = await parentsOf(second.id);
    expect((await call('POST', apiPath(PATHS.citizenMerge, { id: keptRecord! }), 'agent', { duplicate: duplicate! })).statusCode).toBe(200);
    await expectKept();
    for (const [username, structures] of cases) {
      for (const ordering of Object.keys(ORDERED_BY) as Ordering[]) {
        const expected = await byTheRule(structures, ordering);
        expect(expected.length).toBeGreaterThan(0);
        expect([username, ordering, await listed(username, ordering)]).toEqual([username, ordering, { ids: expected, count: expected.length }]);
      }
    }
    // The duplicate is still followed by its centre (registered there), kept as retired: the lists above left it out.
    expect(await kept()).toContainEqual(expect.objectContaining({ structure_id: agentCentre, parent_id: duplicate, retired: true }));
  });

  test(`a centre following more than ${LIST_COUNT_CAP} parents: its list answers the cap with countCapped, and its pages in each order`, async () => {
    const agentCentre = await structureOf('agent');
    // Written straight into the table, as an import would, registered over 400 hours, two or three in the same instant (the id breaks the tie).
    await sql`insert into parent (first_name_fr, last_name_fr, first_name_ar, last_name_ar, nationality, passport_number, structure_id, created_at)
      select 'Capped', 'Parent', 'مقيد', 'ولي', 'TN', 'CAP' || i, ${agentCentre}::int, timestamptz '2025-01-01' + ((i % 400) || ' hours')::interval
      from generate_series(0, ${LIST_COUNT_CAP}) i`.execute(db());
    await expectKept();
    const send = callerFor(app.t.app, await tokensFor(app.t.app, ['agent']));
    for (const ordering of ['', 'createdAt', 'lastNameFr'] as Ordering[]) {
      const answer = (await send('GET', `${PATHS.citizenList}?page=3&page_size=25${ordering ? `&ordering=${ordering}` : ''}`, 'agent')).json<
        Paged<ParentSummary>
      >();
      expect([ordering, answer.count, answer.countCapped]).toEqual([ordering, LIST_COUNT_CAP, true]);
      expect(answer.results.map((r) => r.id)).toEqual((await byTheRule([agentCentre], ordering)).slice(50, 75));
    }
  });
});
