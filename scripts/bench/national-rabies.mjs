// The anti-rabies part of the national benchmark (issue 31): the sheets' lists, a citizen's sheets,
// the absent list of a structure and of the nation, and the dashboard with its filters, each timed
// over HTTP beside its goal (lists p95 ≤ 100 ms, dashboard p95 ≤ 250 ms) and its SQL explained.

/**
 * `m`: what national-measure.mjs measures with (timed, report, getJson, explainOf, fromApi, listParams,
 * tunisToday), its signed-in headers (national, agent), its callers (superCaller, agentCaller), the
 * agent's centre and the reader of the database.
 */
export async function measureRabies(m) {
  const { base, national, agent, superCaller, agentCaller, agentCentre, reader, timed, report, getJson, explainOf, fromApi, listParams, tunisToday } = m;
  const { listSheets } = await fromApi('modules/vaccination/antirabies/rabies-queries.js');
  const { listAbsent } = await fromApi('modules/vaccination/antirabies/absent/rabies-absent-queries.js');
  const { rabiesDashboard } = await fromApi('modules/vaccination/antirabies/dashboard/rabies-dashboard-service.js');
  const today = tunisToday();
  const sheets = Number((await reader.query('select count(*) from rabies_sheet')).rows[0].count);
  if (sheets === 0) {
    console.log('\nanti-rabies: no sheet in this data set (generated before them: EVAX_BENCH_REGENERATE=1)');
    return;
  }
  const withSheets = (
    await reader.query('select c.evax_number from rabies_sheet rs join citizen c on c.id = rs.citizen_id order by md5(rs.id::text) limit 200')
  ).rows;
  const busiest = (await reader.query('select structure_id as id, count(*) from rabies_sheet group by structure_id order by count(*) desc limit 1')).rows[0];
  const tunisGovernorate = agentCentre.governorate_id;
  const page = listParams({ page: 1, page_size: 10 });
  const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
  console.log(`\nanti-rabies, ${sheets} sheets (${busiest.count} opened at the busiest centre); today ${today}:`);
  const lists = { at: 'p95', ms: 100 };
  report(
    'GET /api/vaccination_antirabique/fiches_list (national, newest first)',
    await timed(() => getJson(base, national, '/api/vaccination_antirabique/fiches_list?page=1&page_size=10')),
    lists,
    await explainOf((db) => listSheets(db, superCaller, page, {}, today)),
  );
  report(
    'GET /api/vaccination_antirabique/fiches_list (agent, own centre)',
    await timed(() => getJson(base, agent, '/api/vaccination_antirabique/fiches_list?page=1&page_size=10')),
    lists,
    await explainOf((db) => listSheets(db, agentCaller, page, {}, today)),
  );
  report(
    "GET /api/vaccination_antirabique/{evax}/fiches_list (a citizen's sheets)",
    await timed((i) => getJson(base, national, `/api/vaccination_antirabique/${withSheets[i % withSheets.length].evax_number}/fiches_list`)),
    lists,
  );
  report(
    'GET /api/vaccination_antirabique/absent_List (agent, own centre)',
    await timed(() => getJson(base, agent, '/api/vaccination_antirabique/absent_List?page=1&page_size=10')),
    lists,
    await explainOf((db) => listAbsent(db, agentCaller, page, {}, today)),
  );
  report(
    `GET /api/vaccination_antirabique/absent_List?structure= (national, the busiest centre)`,
    await timed(() => getJson(base, national, `/api/vaccination_antirabique/absent_List?page=1&page_size=10&structure=${busiest.id}`)),
    lists,
    await explainOf((db) => listAbsent(db, superCaller, page, { structure: busiest.id }, today)),
  );
  report(
    'GET /api/vaccination_antirabique/absent_List (national)',
    await timed(() => getJson(base, national, '/api/vaccination_antirabique/absent_List?page=1&page_size=10')),
    lists,
    await explainOf((db) => listAbsent(db, superCaller, page, {}, today)),
  );
  const dashboard = { at: 'p95', ms: 250 };
  const cases = [
    ['national, every sheet', national, superCaller, {}],
    ['national, the last 12 months', national, superCaller, { from: yearAgo, to: today }],
    ['national, the last 12 months, one governorate', national, superCaller, { from: yearAgo, to: today, governorate: tunisGovernorate }],
    ['agent, own centre, the last 12 months', agent, agentCaller, { from: yearAgo, to: today }],
  ];
  for (const [name, headers, caller, filters] of cases) {
    const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString();
    report(
      `GET /api/vaccination_antirabique/dashboard (${name})`,
      await timed(() => getJson(base, headers, `/api/vaccination_antirabique/dashboard${query ? `?${query}` : ''}`)),
      dashboard,
      await explainOf((db) => rabiesDashboard(db, caller, filters, today)),
    );
  }
}
