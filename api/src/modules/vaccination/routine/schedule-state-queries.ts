import { sql, type RawBuilder } from 'kysely';
import { OVERDUE_AFTER_DAYS, VACCINATION_STATUS, type ScheduleState } from '@evax/shared/contract';

/** Where a child's schedule stands, as a number the database can compare: the worst dose wins. */
export const SCHEDULE_STATE_LEVEL: Record<ScheduleState, number> = { complete: 0, up_to_date: 1, due: 2, overdue: 3 };

const [done, cancelled, postponed] = [VACCINATION_STATUS.done, VACCINATION_STATUS.cancelled, VACCINATION_STATUS.postponed].map((code) => sql.lit(code));
const seriesOf = (alias: string) => sql.raw(`coalesce(${alias}.series, 'DCI' || ${alias}.dci_id)`);

/**
 * The schedule state of the child aliased `c` on `today`, computed in SQL from the schedule and the
 * child's routine rows: the same rules as `computeBooklet` (@evax/shared/validation), so a list can
 * be filtered and counted by state without loading its children (docs/decisions.md, "schedule state
 * in SQL"). Per dose of the child's sex: done or cancelled, or past its catch-up age, closes it (0);
 * the previous dose of its series still awaited keeps it "not yet" (1); a postponed appointment is
 * due (2); otherwise it falls due at its age and the minimum interval after the previous dose given,
 * not yet before (1), due (2), overdue OVERDUE_AFTER_DAYS later (3). The child's is the worst.
 * Beside the level, changes_on: the first day after `today` on which a branch above turns on (a
 * dose falling due, overdue, or past its catch-up age, its own or its previous dose's); 'infinity'
 * when none is ahead. Only a write changes the level before that day: the level is kept per child
 * (migration 0047, kept-state-queries.ts). One row (level, changes_on), for a lateral join.
 * The schedule's part is the same for every child (the planner hashes it once); each child's routine
 * rows are read once, by the (citizen_id, kind) index.
 */
export function scheduleStateOf(today: string): RawBuilder<{ level: number; changes_on: string }> {
  const now = sql`${today}::date`;
  const age = sql`(${now} - c.birth_date)`;
  const pastCatchUp = (alias: string) => sql`(${sql.raw(alias)}.catch_up_limit_days is not null and ${age} > ${sql.raw(alias)}.catch_up_limit_days)`;
  const catchUpEnds = (alias: string) => sql`c.birth_date + ${sql.raw(alias)}.catch_up_limit_days + 1`;
  const dueOn = sql`greatest(c.birth_date + d.age_days, case when pr.status = ${done} then pr.vaccination_date + d.min_interval_days end)`;
  const overdueOn = sql`${dueOn} + ${sql.lit(OVERDUE_AFTER_DAYS + 1)}`;
  const firstAhead = (day: RawBuilder<unknown>) => sql`min(${day}) filter (where ${day} > ${now})`;
  return sql<{ level: number; changes_on: string }>`
    with given as (
      select v.schedule_dose_id, v.status, v.vaccination_date from vaccination v
      where v.citizen_id = c.id and v.kind = 'routine' and v.schedule_dose_id is not null
    )
    select coalesce(max(case
      when d.only_gender is not null and d.only_gender <> c.gender then 0
      when r.status in (${done}, ${cancelled}) then 0
      when ${pastCatchUp('d')} then 0
      when p.id is not null
        and coalesce(pr.status not in (${done}, ${cancelled}), true)
        and not ${pastCatchUp('p')}
        and (p.only_gender is null or p.only_gender = c.gender) then 1
      when r.status = ${postponed} then 2
      when ${dueOn} > ${now} then 1
      when ${now} > ${dueOn} + ${sql.lit(OVERDUE_AFTER_DAYS)} then 3
      else 2
    end), 0)::smallint as level,
    coalesce(least(${firstAhead(catchUpEnds('d'))}, ${firstAhead(catchUpEnds('p'))}, ${firstAhead(dueOn)}, ${firstAhead(overdueOn)}), 'infinity'::date) as changes_on
    from (
      select s.*, lag(s.id) over (partition by ${seriesOf('s')} order by s.dose_number) as previous_id
      from routine_schedule_dose s
    ) d
    left join routine_schedule_dose p on p.id = d.previous_id
    left join given r on r.schedule_dose_id = d.id
    left join given pr on pr.schedule_dose_id = p.id`;
}
