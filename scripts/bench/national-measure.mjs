// The national benchmark's figures: each route timed through HTTP (warm-up, then many calls,
// p50/p95/p99 beside its goal), and the SQL the API runs for it explained on the same database.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/packages.mjs';
import { BIG_TABLES } from './national-data.mjs';
import { NATIONAL_URL } from './national-db.mjs';
import { measureRabies } from './national-rabies.mjs';

const WARM_UP = Number(process.env.EVAX_BENCH_WARMUP ?? 20);
const CALLS = Number(process.env.EVAX_BENCH_CALLS ?? 200);
/** The rare schedule state the national filter is timed on (none of 2,000 children sampled at 1 M is complete), and its calls. */
const RARE_STATE = process.env.EVAX_BENCH_RARE_STATE ?? 'complete';
const RARE_CALLS = { warmUp: 1, calls: Number(process.env.EVAX_BENCH_RARE_CALLS ?? 10) };
const apiRequire = createRequire(path.join(ROOT, 'api/package.json'));
const fromApi = (file) => import(pathToFileURL(path.join(ROOT, 'api/dist', file)).href);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Calls `fn(i)` WARM_UP times untimed, then CALLS times timed, one at a time (fewer for a route that takes seconds). */
async function timed(fn, { warmUp = WARM_UP, calls = CALLS } = {}) {
  for (let i = 0; i < warmUp; i++) await fn(i);
  const samples = [];
  for (let i = 0; i < calls; i++) {
    const t = performance.now();
    await fn(warmUp + i);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}

async function signIn(base, username) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Evax-Demo-2026' }),
  });
  const { access } = await response.json();
  return { authorization: `Bearer ${access}` };
}

/** A GET that must answer `status`; resolves to the answer's JSON. */
async function getJson(base, headers, url, status = 200) {
  const response = await fetch(base + url, { headers });
  if (response.status !== status) throw new Error(`GET ${url}: ${response.status}, ${status} expected: ${await response.text()}`);
  return response.json();
}

/** Every Seq Scan on a big table in a JSON plan, and the plan's top node. */
function seqScans(plan) {
  const found = [];
  const walk = (node) => {
    if (node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name'])) found.push(node['Relation Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return found;
}

const kysely = () => import(pathToFileURL(apiRequire.resolve('kysely')).href);

/**
 * The bench's own way into the API's database, beside the API: `query(sql, params)` → { rows },
 * `dialect()` for a Kysely of the API's services, `close()`. Here PostgreSQL's, one connection;
 * scripts/bench/national-pglite.mjs has PGlite's.
 */
async function postgresReader() {
  const { PostgresDialect } = await kysely();
  const { POSTGRES_TYPES } = await fromApi('db/connection.js');
  // As the API's own pool: without JIT compilation.
  const pool = new (apiRequire('pg').Pool)({ connectionString: NATIONAL_URL, max: 1, types: POSTGRES_TYPES, options: '-c jit=off' });
  return { query: (sql, params) => pool.query(sql, params), dialect: () => new PostgresDialect({ pool }), close: () => pool.end() };
}

/** The queries the API's own code runs for `run(db)`, each explained: its execution time and any big-table sequential scan. */
async function explainQueries(reader, run) {
  const { Kysely } = await kysely();
  const captured = [];
  // Not destroyed: that would close the reader's pool or PGlite, closed once by its owner.
  const db = new Kysely({ dialect: reader.dialect(), log: (event) => event.level === 'query' && captured.push(event.query) });
  await run(db);
  const lines = [];
  for (const query of captured) {
    const { rows } = await reader.query(`explain (analyze, format json) ${query.sql}`, query.parameters);
    const [{ Plan: plan, 'Execution Time': ms }] = rows[0]['QUERY PLAN'];
    const scans = seqScans(plan);
    const shape = query.sql.replace(/\s+/g, ' ').slice(0, 70);
    lines.push(`${scans.length ? 'SEQ SCAN of ' + scans.join(', ') : 'no big-table seq scan'}, ${ms.toFixed(1)} ms: ${shape}…`);
  }
  return lines;
}

function report(name, figures, goal, explained) {
  const { p50, p95, p99 } = figures;
  const value = figures[goal.at];
  const verdict = value <= goal.ms ? 'ok' : 'MISSED';
  console.log(
    `${name.padEnd(70)} p50 ${p50.toFixed(1).padStart(7)}  p95 ${p95.toFixed(1).padStart(7)}  p99 ${p99.toFixed(1).padStart(7)} ms   goal ${goal.at} ≤ ${goal.ms} ms: ${verdict}`,
  );
  for (const line of explained ?? []) console.log(`    ${line}`);
}

/** Children picked across the whole set, to look up, search and register again. */
async function sampleChildren(c) {
  const { rows } = await c.query(
    `select c.*, s.governorate_id as centre_governorate from citizen c join structure s on s.id = c.structure_id
     where c.id % 997 = 0 order by md5(c.id::text) limit 500`,
  );
  const agentCentre = (await c.query(`select id, governorate_id from structure where code = 'CSB-11-1'`)).rows[0];
  const agentChildren = Number((await c.query('select count(*) from citizen where structure_id = $1', [agentCentre.id])).rows[0].count);
  const agentRows = (await c.query('select evax_number from citizen where structure_id = $1 order by md5(id::text) limit 200', [agentCentre.id])).rows;
  return { rows, agentCentre, agentChildren, agentRows };
}

/** The figures of the API at `base`; `reader` reads its database beside it (PostgreSQL's at NATIONAL_URL when absent). */
export async function measureNational(base, reader) {
  if (!reader) {
    const own = await postgresReader();
    try {
      return await measureNational(base, own);
    } finally {
      await own.close();
    }
  }
  const explainOf = (run) => explainQueries(reader, run);
  const { rows: sample, agentCentre, agentChildren, agentRows } = await sampleChildren(reader);
  const national = await signIn(base, 'superadmin');
  const agent = await signIn(base, 'agent');
  const pickChild = (i) => sample[i % sample.length];
  const superCaller = { userId: 1, isSuperuser: true, isDssb: false, structure: null, permissions: [] };
  const agentCaller = {
    userId: 2,
    isSuperuser: false,
    isDssb: false,
    structure: { id: agentCentre.id, type: 'CSB', governorateId: agentCentre.governorate_id },
  };
  const { listChildren } = await fromApi('modules/citizen/service.js');
  const { findVisibleChild } = await fromApi('modules/citizen/visible-child.js');
  const { findDuplicates } = await fromApi('modules/citizen/duplicate-queries.js');
  const { listCitizens } = await fromApi('modules/citizen/citizen-service.js');
  const { listParams } = await fromApi('http/list-query.js');
  const list = (caller, query, filters) => (db) => listChildren(db, caller, listParams({ page: 1, page_size: 10, ...query }), filters);
  const frPrefixes = ['Tra', 'Gha', 'Ham', 'Ben', 'Mas', 'Jla'];
  const arPrefixes = ['الغ', 'الط', 'الح', 'بن ', 'الم', 'الج'];
  const duplicateBody = (child) =>
    JSON.stringify({
      child: {
        firstNameFr: child.first_name_fr,
        lastNameFr: child.last_name_fr,
        firstNameAr: child.first_name_ar,
        lastNameAr: child.last_name_ar,
        birthDate: child.birth_date,
        gender: child.gender,
        motherFirstNameFr: child.mother_first_name_fr,
        motherLastNameFr: child.mother_last_name_fr,
      },
      parent: { firstNameFr: 'Amel', lastNameFr: 'Bench', firstNameAr: 'أمل', lastNameAr: 'بنش', nationalId: '09999999' },
      role: 'guardian',
    });

  // The machine may be shared: its load says how far the figures are the database's own.
  const load = os.loadavg().map((l) => l.toFixed(1));
  console.log(
    `\nthrough HTTP, one call at a time, ${WARM_UP} warm-up calls then ${CALLS} timed (superadmin unless said); load average ${load.join(' ')} on ${os.availableParallelism()} cores:`,
  );
  report('GET /api/health (the floor: one query)', await timed(() => getJson(base, {}, '/api/health')), { at: 'p99', ms: 10 });
  report(
    'GET /api/citizen/child/{evax} (evax-number lookup; national: the read is audited)',
    await timed((i) => getJson(base, national, `/api/citizen/child/${pickChild(i).evax_number}`)),
    { at: 'p99', ms: 10 },
    await explainOf((db) => findVisibleChild(db, superCaller, { evaxNumber: sample[0].evax_number })),
  );
  // A national caller's read of a child's record is audited (a row written and committed each time); an agent's is not.
  report(
    'GET /api/citizen/child/{evax} (agent, a child of its centre)',
    await timed((i) => getJson(base, agent, `/api/citizen/child/${agentRows[i % agentRows.length].evax_number}`)),
    { at: 'p99', ms: 10 },
  );
  report(
    'GET /api/citizen/evax_search?evaxNumber= (the search form)',
    await timed((i) => getJson(base, national, `/api/citizen/evax_search?evaxNumber=${pickChild(i).evax_number}`)),
    { at: 'p99', ms: 10 },
  );
  report(
    `GET /api/citizen/children?search= French prefix (${frPrefixes.join(', ')})`,
    await timed((i) => getJson(base, national, `/api/citizen/children?page_size=10&search=${encodeURIComponent(frPrefixes[i % frPrefixes.length])}`)),
    { at: 'p95', ms: 50 },
    await explainOf(list(superCaller, { search: 'Tra' })),
  );
  report(
    `GET /api/citizen/children?search= Arabic prefix (${arPrefixes.join(', ')})`,
    await timed((i) => getJson(base, national, `/api/citizen/children?page_size=10&search=${encodeURIComponent(arPrefixes[i % arPrefixes.length])}`)),
    { at: 'p95', ms: 50 },
    await explainOf(list(superCaller, { search: 'الغ' })),
  );
  report(
    'GET /api/citizen/children?search= full name ("Mohamed Tra")',
    await timed(() => getJson(base, national, `/api/citizen/children?page_size=10&search=${encodeURIComponent('Mohamed Tra')}`)),
    { at: 'p95', ms: 50 },
    await explainOf(list(superCaller, { search: 'Mohamed Tra' })),
  );
  report(
    'POST /api/citizen/create_children, a duplicate (agent; 409)',
    await timed(async (i) => {
      const response = await fetch(`${base}/api/citizen/create_children`, {
        method: 'POST',
        headers: { ...agent, 'content-type': 'application/json' },
        body: duplicateBody(pickChild(i)),
      });
      if (response.status !== 409) throw new Error(`duplicate: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    }),
    { at: 'p95', ms: 100 },
    await explainOf((db) =>
      findDuplicates(db, {
        firstNameFr: sample[0].first_name_fr,
        lastNameFr: sample[0].last_name_fr,
        firstNameAr: sample[0].first_name_ar,
        lastNameAr: sample[0].last_name_ar,
        birthDate: sample[0].birth_date,
        motherFirstNameFr: sample[0].mother_first_name_fr,
        motherLastNameFr: sample[0].mother_last_name_fr,
      }),
    ),
  );
  report(
    'GET /api/citizen/children?page=1 (the national list)',
    await timed(() => getJson(base, national, '/api/citizen/children?page=1&page_size=10')),
    { at: 'p95', ms: 30 },
    await explainOf(list(superCaller, {})),
  );
  report(
    'GET /api/citizen/children?page=2000 (deep page)',
    await timed(() => getJson(base, national, '/api/citizen/children?page=2000&page_size=10')),
    { at: 'p95', ms: 30 },
    await explainOf(list(superCaller, { page: 2000 })),
  );
  report(
    'GET /api/citizen/children?ordering=lastNameFr (sorted by name)',
    await timed(() => getJson(base, national, '/api/citizen/children?page=1&page_size=10&ordering=lastNameFr')),
    { at: 'p95', ms: 30 },
    await explainOf(list(superCaller, { ordering: 'lastNameFr' })),
  );
  report(
    `GET /api/citizen/children (agent, own centre: ${agentChildren} children)`,
    await timed(() => getJson(base, agent, '/api/citizen/children?page=1&page_size=10')),
    { at: 'p95', ms: 30 },
    await explainOf(list(agentCaller, {})),
  );
  report(
    'GET /api/citizen/children?search= (agent, own centre, "Tra")',
    await timed(() => getJson(base, agent, '/api/citizen/children?page=1&page_size=10&search=Tra')),
    { at: 'p95', ms: 50 },
    await explainOf(list(agentCaller, { search: 'Tra' })),
  );
  const { readRoutineFolder } = await fromApi('modules/vaccination/routine/routine-folder-service.js');
  const { listRoutineChildren } = await fromApi('modules/vaccination/routine/routine-list-service.js');
  const { routineScheduleCounts } = await fromApi('modules/vaccination/routine/schedule-counts.js');
  const { countStates } = await fromApi('modules/vaccination/routine/schedule-count-queries.js');
  const { tunisToday } = await import(pathToFileURL(apiRequire.resolve('@evax/shared/validation')).href);
  report(
    "GET /api/vaccination_routine/{evax} (a child's booklet, computed)",
    await timed((i) => getJson(base, national, `/api/vaccination_routine/${pickChild(i).evax_number}`)),
    { at: 'p95', ms: 30 },
    await explainOf((db) => readRoutineFolder(db, superCaller, sample[0].evax_number)),
  );
  const routineList = (caller, state) => (db) => listRoutineChildren(db, caller, listParams({ page: 1, page_size: 10 }), { scheduleState: state });
  for (const state of ['overdue', 'due']) {
    report(
      `GET /api/vaccination_routine/children?scheduleState=${state} (agent, own centre)`,
      await timed(() => getJson(base, agent, `/api/vaccination_routine/children?page=1&page_size=10&scheduleState=${state}`)),
      { at: 'p95', ms: 100 },
      await explainOf(routineList(agentCaller, state)),
    );
  }
  report(
    'GET /api/vaccination_routine/schedule_counts (agent, own centre: due and overdue)',
    await timed(() => getJson(base, agent, '/api/vaccination_routine/schedule_counts')),
    { at: 'p95', ms: 100 },
    await explainOf((db) => routineScheduleCounts(db, agentCaller)),
  );
  // The same after a write at the centre: a vaccination recorded marks the centre's counts and the
  // child's kept state (0047) stale; the read computes that child's state and counts the kept ones.
  const written = (await reader.query('select id from citizen where structure_id = $1 order by id limit 1', [agentCentre.id])).rows[0].id;
  const keptStates = (await reader.query(`select to_regproc('evax_child_schedule_state_stale') is not null as present`)).rows[0].present;
  const markWritten = async () => {
    await reader.query('select evax_schedule_count_stale($1)', [agentCentre.id]);
    if (keptStates) await reader.query('select evax_child_schedule_state_stale($1)', [written]);
  };
  await markWritten();
  const counting = await explainOf((db) => countStates(db, keptStates ? agentCentre.id : agentCaller, tunisToday()));
  const recount = 'GET /api/vaccination_routine/schedule_counts (agent, own centre, after a write: counted again)';
  if (reader.isCopy)
    console.log(
      `${recount}: not timed (the bench reads a copy of the API's folder, so it cannot mark the counts stale); its SQL:\n    ${counting.join('\n    ')}`,
    );
  else
    report(
      recount,
      await timed(async () => {
        await markWritten();
        return getJson(base, agent, '/api/vaccination_routine/schedule_counts');
      }),
      { at: 'p95', ms: 100 },
      counting,
    );
  // A state few children are in, over the nation (issue 28): the list filtered by it. Few calls:
  // computed child by child, it took about 30 s before the kept states (0047).
  const rare = RARE_STATE;
  report(
    `GET /api/vaccination_routine/children?scheduleState=${rare} (national: a rare state)`,
    await timed(() => getJson(base, national, `/api/vaccination_routine/children?page=1&page_size=10&scheduleState=${rare}`), RARE_CALLS),
    { at: 'p95', ms: 1000 },
    await explainOf(routineList(superCaller, rare)),
  );
  const citizens = (caller) => (db) => listCitizens(db, caller, listParams({ page: 1, page_size: 10 }));
  report(
    'GET /api/citizen/citizens?page=1 (the national parents list)',
    await timed(() => getJson(base, national, '/api/citizen/citizens?page=1&page_size=10')),
    { at: 'p95', ms: 30 },
    await explainOf(citizens(superCaller)),
  );
  report(
    'GET /api/citizen/citizens (agent, own centre)',
    await timed(() => getJson(base, agent, '/api/citizen/citizens?page=1&page_size=10')),
    { at: 'p95', ms: 30 },
    await explainOf(citizens(agentCaller)),
  );
  await measureRabies({
    base,
    national,
    agent,
    superCaller,
    agentCaller,
    agentCentre,
    reader,
    timed,
    report,
    getJson,
    explainOf,
    fromApi,
    listParams,
    tunisToday,
  });
}
