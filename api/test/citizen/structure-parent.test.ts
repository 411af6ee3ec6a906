import { sql } from 'kysely';
import { apiPath, CITIZEN_API_PATHS as PATHS, type Paged, type ParentSummary } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { regionalDirectorateCode } from '../../src/db/seed/reference/structures.js';
import { ROLE_CODES } from '../../src/db/seed/reference/roles.js';
import { createUser } from '../support/account.js';
import { callerFor, defaultStructureOf, tokensFor, useApiApp } from '../support/app.js';
import { newChildBody } from './citizen-support.js';

type Follow = { structure_id: number; parent_id: number; follows: number };

/**
 * Migration 0048: the parents each structure follows, kept by triggers, which the citizens list of
 * a centre or a region reads. The kept rows must equal the rule recounted after every write, and
 * the list answer what the rule (registered at a structure of the scope, or parent of a child
 * registered there) gives.
 */
describe.each(BACKENDS)('the parents each structure follows (citizens list) on %s', (backend) => {
  const app = useApiApp(backend);
  const { call } = app;
  const db = () => app.t.db;

  const kept = async () =>
    (await db().selectFrom('structure_parent').select(['structure_id', 'parent_id', 'follows']).orderBy('structure_id').orderBy('parent_id').execute()).map(
      (r) => ({ ...r, follows: Number(r.follows) }),
    );
  const recounted = async () =>
    (
      await sql<Follow>`
        select structure_id, parent_id, count(*)::int as follows from (
          select p.structure_id, p.id as parent_id from parent p
          union all
          select c.structure_id, l.parent_id from child_parent l join citizen c on c.id = l.child_id
        ) reasons group by structure_id, parent_id order by structure_id, parent_id`.execute(db())
    ).rows;
  const expectKept = async () => expect(await kept()).toEqual(await recounted());

  /** The parents the rule gives for a scope's structures, by registration, newest first (the list's default order). */
  async function byTheRule(structureIds: number[] | null): Promise<number[]> {
    const inScope = (column: string) => (structureIds === null ? sql`true` : sql`${sql.ref(column)} in (${sql.join(structureIds)})`);
    const { rows } = await sql<{ id: number }>`
      select p.id from parent p
      where ${inScope('p.structure_id')}
        or p.id in (select l.parent_id from child_parent l join citizen c on c.id = l.child_id where ${inScope('c.structure_id')})
      order by p.created_at desc, p.id desc`.execute(db());
    return rows.map((r) => r.id);
  }
  async function listed(username: string): Promise<{ ids: number[]; count: number }> {
    const ids: number[] = [];
    let count = 0;
    const send = callerFor(app.t.app, await tokensFor(app.t.app, [username]));
    for (let page = 1; ; page++) {
      const answer = (await send('GET', `${PATHS.citizenList}?page=${page}&page_size=50`, username)).json<Paged<ParentSummary>>();
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

  test('registered, linked, moved, unlinked, removed: the kept rows equal the rule recounted after each write', async () => {
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
    for (const [username, structures] of cases) {
      const expected = await byTheRule(structures);
      expect(expected.length).toBeGreaterThan(0);
      expect([username, await listed(username)]).toEqual([username, { ids: expected, count: expected.length }]);
    }
  });
});
