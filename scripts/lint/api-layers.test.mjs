// Proves the API's layer rules of eslint.config.mjs (scripts/lint/api-layers.mjs): snippets linted in
// memory, as if they were files at the given paths, with the project's real configuration. Run by the
// lint stage of `pnpm test` (node --test scripts/lint/).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from './boundaries.mjs';

const eslint = new ESLint({ cwd: ROOT, cache: false });

/** What `rule` refuses in `code` placed at `file` (from the root), in order: the specifier (module-door), the builder (queries-only). */
async function refused(rule, file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  assert.ok(result, `${file} is linted (not ignored)`);
  assert.deepEqual(
    result.messages.filter((message) => message.fatal),
    [],
    `${file} parses`,
  );
  const what = ({ message }) => (rule === 'module-door' ? message.match(/^'([^']+)'/)[1] : message.split(' builds SQL')[0]);
  return result.messages.filter((message) => message.ruleId === `evax-api/${rule}`).map(what);
}

const lines = (...code) => code.join('\n');

test('a module reaches another only through its door: every other file of it is refused, in every way of naming a module', async () => {
  const code = lines(
    "import { visibleChildOr404 } from '../citizen/visible-child.js';",
    "import type { VisibleChild } from '../citizen/visible-child.js';",
    "export { assertFolderOpen } from '../medical-folder/folder.js';",
    "const lazy = import('../registration/supporting-file.js');",
    "jest.mock('../citizen/parent-service.js');",
    "import { childInScope } from '../citizen/index.js';",
    "import { recordAudit } from '../audit';",
    "import { ApiError } from '../../http/errors.js';",
    'export type C = VisibleChild;',
    'void [visibleChildOr404, lazy, childInScope, recordAudit, ApiError];',
  );
  assert.deepEqual(await refused('module-door', 'api/src/modules/vaccination/kind-service.ts', code), [
    '../citizen/visible-child.js',
    '../citizen/visible-child.js',
    '../medical-folder/folder.js',
    '../registration/supporting-file.js',
    '../citizen/parent-service.js',
  ]);
});

test("the door's message names the door to use, from a sub-folder as well", async () => {
  const [result] = await eslint.lintText("import { folderSummary } from '../../medical-folder/folder.js';\nvoid folderSummary;", {
    filePath: path.join(ROOT, 'api/src/modules/vaccination/routine/routine-service.ts'),
  });
  const [message] = result.messages.filter((m) => m.ruleId === 'evax-api/module-door');
  assert.match(message.message, /reaches into the module medical-folder: import what it offers from its door, '\.\.\/\.\.\/medical-folder\/index\.js'/);
});

test("a module's own files import each other freely, and files outside the modules are not held by the door", async () => {
  const own = lines(
    "import { kindRecords } from './kind-queries.js';",
    "import { folderHead } from '../common/folder-head.js';",
    "import { routineRows } from '../routine/routine-queries.js';",
    'void [kindRecords, folderHead, routineRows];',
  );
  assert.deepEqual(await refused('module-door', 'api/src/modules/vaccination/kind/kind-service.ts', own), []);
  const assembly = "import { citizenRoutes } from './modules/citizen/routes.js';\nvoid citizenRoutes;";
  assert.deepEqual(await refused('module-door', 'api/src/app.ts', assembly), []);
});

test('SQL lives in query files: a service or a route that builds a statement, or takes Kysely’s sql or helpers, is refused', async () => {
  const code = lines(
    "import { sql, type Kysely } from 'kysely';",
    "import { jsonArrayFrom } from 'kysely/helpers/postgres';",
    'export async function readChild(db: Kysely<never>, id: number) {',
    "  const row = await db.selectFrom('citizen').select('id').where('id', '=', id).executeTakeFirst();",
    "  await db.transaction().execute(async (trx) => { await trx.insertInto('allergy').values({}).execute(); await trx.updateTable('allergy').set({}).execute(); });",
    "  await db.deleteFrom('mapi').execute();",
    "  return db.selectFrom('x').where((eb) => eb.exists(eb.selectFrom('y').select('id'))).select(sql`1`.as('one')).execute().then(() => [row, jsonArrayFrom]);",
    '}',
  );
  assert.deepEqual(await refused('queries-only', 'api/src/modules/medical-folder/allergy-service.ts', code), [
    "Kysely's sql",
    "'kysely/helpers/postgres'",
    '.selectFrom()',
    '.insertInto()',
    '.updateTable()',
    '.deleteFrom()',
    '.selectFrom()',
    '.selectFrom()',
  ]);
  assert.deepEqual(
    await refused(
      'queries-only',
      'api/src/modules/citizen/child-routes.ts',
      "export const read = (db: { selectFrom(t: string): unknown }) => db.selectFrom('citizen');",
    ),
    ['.selectFrom()'],
  );
});

test('query files hold the SQL; services open transactions and take Kysely’s types', async () => {
  const query = lines(
    "import { sql, type Kysely } from 'kysely';",
    "import { jsonArrayFrom } from 'kysely/helpers/postgres';",
    "export const one = (db: Kysely<never>) => db.selectFrom('citizen').select(sql`1`.as('one')).select((eb) => jsonArrayFrom(eb.selectFrom('parent')).as('p'));",
  );
  assert.deepEqual(await refused('queries-only', 'api/src/modules/citizen/child-queries.ts', query), []);
  assert.deepEqual(await refused('queries-only', 'api/src/modules/citizen/queries.ts', query), []);
  const service = lines(
    "import type { Kysely, Transaction } from 'kysely';",
    "import { type Selectable } from 'kysely';",
    'export const write = (db: Kysely<never>, run: (trx: Transaction<never>) => Promise<void>) => db.transaction().execute(run);',
    'export type Row = Selectable<never>;',
    'const days = [1, 2, 3].with(0, 4);',
    'void days;',
  );
  assert.deepEqual(await refused('queries-only', 'api/src/modules/citizen/child-service.ts', service), []);
});
