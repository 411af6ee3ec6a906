// The national data set of `pnpm bench --scale national`, generated inside PostgreSQL (INSERT ...
// SELECT over generate_series): health centres across the 24 governorates, families with their
// mother and father, their children, the routine doses each child's age calls for, appointments
// and adverse-event reports.
import { BOY_NAMES, FAMILY_NAMES, GIRL_NAMES } from '../../api/dist/db/seed/demo/names.js';

/** Population of each governorate (INS census 2014, thousands): where the centres and so the children go. */
const POPULATION = {
  'TN-11': 1056, 'TN-12': 576, 'TN-13': 632, 'TN-14': 379, 'TN-21': 788, 'TN-22': 177, 'TN-23': 569, 'TN-31': 303,
  'TN-32': 402, 'TN-33': 243, 'TN-34': 223, 'TN-41': 571, 'TN-42': 440, 'TN-43': 430, 'TN-51': 675, 'TN-52': 549,
  'TN-53': 411, 'TN-61': 955, 'TN-71': 338, 'TN-72': 107, 'TN-73': 157, 'TN-81': 375, 'TN-82': 480, 'TN-83': 149,
}; // prettier-ignore

/** The agent's centre (the demo seed's CSB-11-1) registers this share of the children: a large urban centre. */
const AGENT_CENTRE_SHARE = 0.01;
/** Children of a block of 8 by family: families of 1, 1, 2, 1 and 3 children, 1.6 children a family. */
const FAMILY_OF_POSITION = [0, 1, 2, 2, 3, 4, 4, 4];
/** Share of scheduled doses given (WHO/UNICEF estimates for Tunisia are 95 % and more), and how late. */
const COVERAGE_PERCENT = 95;
const big = ['citizen', 'parent', 'child_parent', 'vaccination', 'rabies_sheet', 'rabies_dose'];

const textArray = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;
const lists = {
  boy_fr: BOY_NAMES.map(([fr]) => fr),
  boy_ar: BOY_NAMES.map(([, ar]) => ar),
  girl_fr: GIRL_NAMES.map(([fr]) => fr),
  girl_ar: GIRL_NAMES.map(([, ar]) => ar),
  family_fr: FAMILY_NAMES.map(([fr]) => fr),
  family_ar: FAMILY_NAMES.map(([, ar]) => ar),
};

const FUNCTIONS = `
  -- A cheap deterministic hash (Knuth's multiplicative), so every run generates the same set.
  create or replace function bench_hash(n bigint, salt int) returns int language sql immutable parallel safe as
    $$ select ((((n + 1) * 2654435761 + salt * 40503) % 4294967296 + 4294967296) % 4294967296 / 7)::int $$;
  create or replace function bench_damm(body text) returns char language plpgsql immutable parallel safe as $$
  declare
    grid int[] := array[
      [0,3,1,7,5,9,8,6,4,2],[7,0,9,2,1,5,4,8,6,3],[4,2,0,6,8,7,1,3,5,9],[1,7,5,0,9,8,3,4,2,6],
      [6,1,2,3,0,4,5,9,7,8],[3,6,7,4,2,0,9,5,8,1],[5,8,6,9,7,2,0,1,3,4],[8,9,4,5,3,6,2,0,1,7],
      [9,4,3,8,6,1,7,2,0,5],[2,5,8,1,4,3,6,7,9,0]];
    interim int := 0;
  begin
    for i in 1 .. length(body) loop interim := grid[interim + 1][substr(body, i, 1)::int + 1]; end loop;
    return interim::text;
  end $$;`;

/** Health centres beyond the reference seed's three a governorate, by population, named after their delegation. */
function centresSql(centres) {
  const total = Object.values(POPULATION).reduce((a, b) => a + b, 0);
  const counts = Object.entries(POPULATION).map(([code, pop]) => `('${code}', ${Math.max(1, Math.round((centres * pop) / total))})`);
  return `
    insert into structure (code, type, name_fr, name_ar, governorate_id, delegation_id, group_id)
    select 'BENCH-CSB-' || g.code || '-' || n, 'CSB', 'CSB ' || d.name_fr || ' ' || n, 'م ص أ ' || coalesce(d.name_ar, g.name_ar) || ' ' || n,
      g.id, d.id, (select min(sg.id) from structure_group sg where sg.governorate_id = g.id)
    from (values ${counts.join(',')}) as wanted(code, count)
    join governorate g on g.code = wanted.code
    cross join lateral generate_series(1, wanted.count) n
    cross join lateral (select * from delegation d where d.governorate_id = g.id order by d.id
      offset n % (select count(*) from delegation where governorate_id = g.id) limit 1) d`;
}

/** A name list's entry picked by a hash column. */
const pick = (list, hash) => `(${textArray(lists[list])})[1 + ${hash} % ${lists[list].length}]`;
const gendered = (lang, hash) => `case when boy then ${pick(`boy_${lang}`, hash)} else ${pick(`girl_${lang}`, hash)} end`;

/** The steps, in order, each one SQL text (one or a few statements). */
export function generationSteps({ children, centres }) {
  const families = Math.ceil(children / 8) * 5;
  const ageDays = 6 * 365;
  const parentRole = (m, role) => `
      insert into child_parent (child_id, parent_id, role, created_at)
      select c.id, p.id, '${role}', c.created_at
      from bench_child b join citizen c on c.evax_number = b.evax
      join parent p on p.national_id = (30000000 + b.family * 2 + ${m})::text`;
  return [
    { what: 'functions', sql: FUNCTIONS },
    { what: `${centres} more health centres`, sql: centresSql(centres) },
    {
      what: `${families} families, each registered at a centre`,
      sql: `
      create unlogged table bench_csb as select id, (row_number() over (order by id) - 1)::int as rank from structure where type = 'CSB';
      create unlogged table bench_family as
      select f as id,
        case when bench_hash(f, 1) % 10000 < ${AGENT_CENTRE_SHARE * 10000} then (select id from structure where code = 'CSB-11-1') else centre.id end as structure_id,
        bench_hash(f, 2) as family_hash, bench_hash(f, 3) as mother_hash, bench_hash(f, 4) as mother_family_hash, bench_hash(f, 5) as father_hash
      from generate_series(0, ${families - 1}) f
      join bench_csb centre on centre.rank = bench_hash(f, 6) % (select count(*) from bench_csb);
      alter table bench_family add primary key (id);`,
    },
    {
      what: `${families * 2} parents (each family's mother and father)`,
      sql: `
      insert into parent (first_name_fr, last_name_fr, first_name_ar, last_name_ar, gender, phone, national_id, structure_id, created_at, updated_at)
      select
        case when m = 0 then ${pick('girl_fr', 'mother_hash')} else ${pick('boy_fr', 'father_hash')} end,
        case when m = 0 then ${pick('family_fr', 'mother_family_hash')} else ${pick('family_fr', 'family_hash')} end,
        case when m = 0 then ${pick('girl_ar', 'mother_hash')} else ${pick('boy_ar', 'father_hash')} end,
        case when m = 0 then ${pick('family_ar', 'mother_family_hash')} else ${pick('family_ar', 'family_hash')} end,
        case when m = 0 then 'female' else 'male' end,
        '+216 ' || substr(phone::text, 1, 2) || ' ' || substr(phone::text, 3, 3) || ' ' || substr(phone::text, 6, 3),
        (30000000 + id * 2 + m)::text, structure_id, at, at
      from bench_family cross join generate_series(0, 1) m
      cross join lateral (select 50000000 + id * 2 + m as phone,
        now() - make_interval(days => ${ageDays} - (id * ${ageDays}::bigint / ${families})::int) as at) k`,
    },
    {
      what: `${children} children`,
      sql: `
      create unlogged table bench_child as
      select i, (i / 8) * 5 + (array[${FAMILY_OF_POSITION}])[1 + i % 8] as family,
        -- a permutation of 10000000..99999999 (7919 is prime to 90000000), then the check digit
        body || bench_damm(body) as evax
      from generate_series(0, ${children - 1}) i
      cross join lateral (select (10000000 + (i::bigint * 7919) % 90000000)::text as body) k;
      insert into citizen (evax_number, first_name_fr, last_name_fr, first_name_ar, last_name_ar, birth_date, gender,
        father_first_name_fr, father_first_name_ar, mother_first_name_fr, mother_last_name_fr, mother_first_name_ar, mother_last_name_ar,
        birth_governorate_id, birth_delegation_id, structure_id, created_at, updated_at)
      select b.evax, ${gendered('fr', 'child_hash')}, ${pick('family_fr', 'f.family_hash')},
        ${gendered('ar', 'child_hash')}, ${pick('family_ar', 'f.family_hash')},
        birth, case when boy then 'male' else 'female' end,
        ${pick('boy_fr', 'f.father_hash')}, ${pick('boy_ar', 'f.father_hash')},
        ${pick('girl_fr', 'f.mother_hash')}, ${pick('family_fr', 'f.mother_family_hash')},
        ${pick('girl_ar', 'f.mother_hash')}, ${pick('family_ar', 'f.mother_family_hash')},
        s.governorate_id, s.delegation_id, s.id, at, at
      from bench_child b
      join bench_family f on f.id = b.family
      join structure s on s.id = f.structure_id
      cross join lateral (select bench_hash(b.i, 10) % 2 = 0 as boy, bench_hash(b.i, 11) as child_hash,
        current_date - (b.i * ${ageDays}::bigint / ${children})::int as birth) k
      cross join lateral (select birth + time '09:00' + make_interval(days => bench_hash(b.i, 12) % 30) as at) r
      order by b.i
      on conflict (evax_number) do nothing`,
    },
    { what: 'each child linked to its mother', sql: parentRole(0, 'mother') },
    { what: 'each child linked to its father', sql: parentRole(1, 'father') },
    {
      what: `routine doses (${COVERAGE_PERCENT} % coverage, on time or up to 60 days late)`,
      sql: `
      insert into vaccination (citizen_id, dci_id, kind, schedule_dose_id, dose_number, vaccination_date, structure_id, lot_number, status, created_at, updated_at)
      select c.id, d.dci_id, 'routine', d.id, d.dose_number, given, c.structure_id,
        'LOT' || to_char(given, 'YY') || chr(65 + bench_hash(c.id, d.id) % 26) || (100 + bench_hash(c.id, d.id + 1) % 900), 2, given, given
      from bench_child b join citizen c on c.evax_number = b.evax
      join routine_schedule_dose d on c.birth_date + d.age_days <= current_date
      cross join lateral (select c.birth_date + d.age_days + (bench_hash(c.id, d.id + 2) % 61 * (bench_hash(c.id, d.id + 3) % 2)) as given) g
      where bench_hash(c.id, d.id + 4) % 100 < ${COVERAGE_PERCENT} and given <= current_date`,
    },
    ...appointmentsAndMapiSteps(),
    rabiesStep(),
    { what: 'scratch tables dropped', sql: 'drop table bench_family, bench_csb, bench_child; drop function bench_hash, bench_damm;' },
  ];
}

/** Shares of the appointments and adverse-event reports (ours, plausible orders of magnitude). */
const APPOINTMENT_PERCENT = 50; // of the doses falling due in the next 30 days: planned
const POSTPONED_PERCENT = 30; // of the doses not given: postponed to a day of the next 30
const MAPI_PER_THOUSAND_DOSES = 1; // WHO: mild reactions are common, reported ones far fewer
const SERIOUS_MAPI_PERCENT = 5;

/**
 * Appointments (planned doses falling due soon, postponed doses not given) and adverse-event
 * reports (MAPI) naming the dose they followed, in proportion to the routine doses.
 */
function appointmentsAndMapiSteps() {
  return [
    {
      what: `appointments: ${APPOINTMENT_PERCENT} % of the doses due in the next 30 days planned, ${POSTPONED_PERCENT} % of those not given postponed`,
      sql: `
      insert into vaccination (citizen_id, dci_id, kind, schedule_dose_id, dose_number, vaccination_date, structure_id, status, created_at, updated_at)
      select c.id, d.dci_id, 'routine', d.id, d.dose_number, a.on_day, c.structure_id, a.status, now(), now()
      from citizen c join routine_schedule_dose d on c.birth_date + d.age_days <= current_date + 30
      cross join lateral (select
        case when c.birth_date + d.age_days > current_date then 1 else 3 end as status,
        greatest(c.birth_date + d.age_days, current_date + 1 + bench_hash(c.id, d.id + 5) % 30) as on_day) a
      where (d.only_gender is null or d.only_gender = c.gender)
        and (d.catch_up_limit_days is null or current_date - c.birth_date <= d.catch_up_limit_days)
        and not exists (select 1 from vaccination v where v.citizen_id = c.id and v.schedule_dose_id = d.id)
        and bench_hash(c.id, d.id + 6) % 100 < case when a.status = 1 then ${APPOINTMENT_PERCENT} else ${POSTPONED_PERCENT} end`,
    },
    {
      what: `adverse events (MAPI): ${MAPI_PER_THOUSAND_DOSES} per thousand doses given, ${SERIOUS_MAPI_PERCENT} % serious`,
      sql: `
      with followed as (
        select v.id, v.citizen_id, v.vaccination_date, v.structure_id, v.lot_number, bench_hash(v.citizen_id, 7) % 100 < ${SERIOUS_MAPI_PERCENT} as serious
        from vaccination v where v.kind = 'routine' and v.status = 2 and bench_hash(v.id, 8) % 1000 < ${MAPI_PER_THOUSAND_DOSES}
      ), filed as (
        insert into mapi (child_id, category, event_date, start_time, severity, description, earlier_side_effect, known_drug_allergy,
          chronic_disease, medication_taken, investigation_done, serious, serious_criteria, outcome, structure_id, created_at, updated_at)
        select f.citizen_id, 'routine', f.vaccination_date + 1, '10:00', case when f.serious then 'severe' else 'mild' end,
          'Fièvre et rougeur au point d''injection', 'no', 'no', 'no', 'unknown', false, f.serious,
          case when f.serious then array['hospitalisation'] else '{}'::text[] end, 'recovered', f.structure_id, now(), now()
        from followed f
        returning id, child_id, event_date
      )
      insert into mapi_vaccination (mapi_id, vaccination_id, lot_number)
      select m.id, f.id, f.lot_number from filed m join followed f on f.citizen_id = m.child_id and f.vaccination_date + 1 = m.event_date
      on conflict do nothing`,
    },
  ];
}

/**
 * Anti-rabies sheets: about 1 % of the population bitten or exposed a year (docs/decisions/vaccination.md,
 * "Anti-rabies at national scale"), over the last RABIES_YEARS years, one sheet a citizen at most,
 * opened a month after birth at the earliest. 5 % preventive, 40 % category III (A2, with serum),
 * the rest category II (A1); the visits of the 4-dose regimen (J0 J3 J7 J14; J0 J7 preventive) given
 * up to today, except 7 % that stopped after J0 (the absent) and 5 % closed after J0 for another reason.
 */
const RABIES_PER_THOUSAND_A_YEAR = 10;
const RABIES_YEARS = 3;
function rabiesStep() {
  return {
    what: `anti-rabies sheets: ${RABIES_PER_THOUSAND_A_YEAR / 10} % of the citizens a year over ${RABIES_YEARS} years, with their visits`,
    sql: `
      create unlogged table bench_rabies as
      select c.id as citizen_id, c.structure_id, k.opened, k.kind,
        case when k.kind < 5 then 'P' when k.kind < 45 then 'A2' else 'A1' end as type,
        case when k.kind < 5 then array[0, 7] else array[0, 3, 7, 14] end as days,
        case when k.outcome >= 93 then 'OTHER' when k.outcome >= 86 then 'STOPPED' else 'ON_TIME' end as outcome
      from citizen c
      cross join lateral (select current_date - bench_hash(c.id, 41) % ${RABIES_YEARS * 365} as opened,
        bench_hash(c.id, 42) % 100 as kind, bench_hash(c.id, 43) % 100 as outcome) k
      where bench_hash(c.id, 40) % 1000 < ${RABIES_PER_THOUSAND_A_YEAR * RABIES_YEARS} and k.opened >= c.birth_date + 30;
      with planned as (
        select b.*, g.given, case when g.given = cardinality(b.days) then 'COMPLETE' when b.outcome = 'OTHER' then 'OTHER' end as closure
        from bench_rabies b
        cross join lateral (select case when b.outcome = 'ON_TIME' then (select count(*)::int from unnest(b.days) d where b.opened + d <= current_date)
          else 1 end as given) g
      ), sheets as (
        insert into rabies_sheet (citizen_id, structure_id, state, type, exposure_category, regimen, attack_date, attack_type, animal_species,
          animal_state, serum_required, weight_kg, next_dose_date, doses_done, closure_reason, closed_at, created_by, created_at, updated_at)
        select citizen_id, structure_id, case when closure is null then 'IN_PROGRESS' else 'CLOSED' end, type,
          case type when 'A2' then 'III' when 'A1' then 'II' end, case when type = 'P' then 'PREP_2VISIT' else 'WHO2018_IM_4DOSE' end,
          case when type <> 'P' then opened - bench_hash(citizen_id, 44) % 2 end, case when type <> 'P' then 'BITE' end,
          case when type <> 'P' then 'DOG' end, case when type <> 'P' then 'STRAY' end, type = 'A2', 20,
          case when closure is null then opened + days[given + 1] end, given, closure,
          case when closure is not null then (opened + days[given]) + time '11:00' end, null, at, at
        from planned cross join lateral (select (opened + time '09:00' + make_interval(mins => bench_hash(citizen_id, 45) % 480)) at time zone 'Africa/Tunis' as at) t
        returning id, citizen_id
      )
      insert into rabies_dose (sheet_id, rank, day, sites, planned_date, given_date, lot_number, injection_site, structure_id)
      select s.id, r - 1, p.days[r], 1, p.opened + p.days[r], case when r <= p.given then p.opened + p.days[r] end,
        case when r <= p.given then 'RB' || (100 + bench_hash(s.id, r) % 900) end, case when r <= p.given then 'LEFT_ARM' end,
        case when r <= p.given then p.structure_id end
      from sheets s join planned p on p.citizen_id = s.citizen_id
      cross join lateral generate_series(1, cardinality(p.days)) r;
      drop table bench_rabies;`,
  };
}

/** The indexes of the big tables that back no constraint: dropped while loading, built again after (much faster than row by row). */
export async function secondaryIndexes(client) {
  const { rows } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
    [big],
  );
  return rows;
}

export const BIG_TABLES = big;
