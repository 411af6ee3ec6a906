-- Each child's routine schedule state, kept (docs/decisions/performance.md, "National scale,
-- third run"). Counting a centre's due and overdue children computed every child's state (450-
-- 600 ms at 10,000 children, after every write); filtering the nation by a rare state computed a
-- million. A row holds the state's level (SCHEDULE_STATE_LEVEL) and the first day it may change
-- (a dose falling due, overdue, or past its catch-up age): it holds while changes_on > today. The
-- writes below set changes_on to -infinity (to compute again); the API computes stale rows, from
-- the same SQL as the lists (schedule-state-queries.ts), at a read and in its daily job.
create table child_schedule_state (
  citizen_id integer primary key references citizen (id) on delete cascade,
  -- The child's registering structure (citizen.structure_id), so a centre counts from this index alone.
  structure_id integer not null,
  level smallint not null default 0,
  changes_on date not null default '-infinity'
);
create index child_schedule_state_structure_idx on child_schedule_state (structure_id, level);
create index child_schedule_state_stale_idx on child_schedule_state (structure_id, changes_on);
create index child_schedule_state_changes_idx on child_schedule_state (changes_on);
-- A state filter at national scope reads its children here (a rare state: a few thousand of a million).
create index child_schedule_state_level_idx on child_schedule_state (level, citizen_id);

-- Every child's row, stale, and none of a child gone: after a bulk load done with the triggers off.
create function evax_child_schedule_state_refresh() returns void language sql as $$
  delete from child_schedule_state s where not exists (select 1 from citizen c where c.id = s.citizen_id);
  insert into child_schedule_state (citizen_id, structure_id) select id, structure_id from citizen
    on conflict (citizen_id) do update set structure_id = excluded.structure_id, changes_on = '-infinity';
$$;

create function evax_child_schedule_state_stale(child integer) returns void language sql as $$
  update child_schedule_state set changes_on = '-infinity' where citizen_id = child;
$$;

-- A child registered, moved, or its birth date or sex corrected.
create function evax_child_schedule_state_citizen() returns trigger language plpgsql as $$
begin
  insert into child_schedule_state (citizen_id, structure_id) values (new.id, new.structure_id)
    on conflict (citizen_id) do update set structure_id = excluded.structure_id, changes_on = '-infinity';
  return null;
end $$;

create trigger citizen_schedule_state_insert after insert on citizen for each row execute function evax_child_schedule_state_citizen();
create trigger citizen_schedule_state_update after update of structure_id, birth_date, gender on citizen for each row
  when (old.structure_id is distinct from new.structure_id or old.birth_date is distinct from new.birth_date or old.gender is distinct from new.gender)
  execute function evax_child_schedule_state_citizen();

-- A child's routine dose given, edited, cancelled, postponed or removed.
create function evax_child_schedule_state_vaccination() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform evax_child_schedule_state_stale(old.citizen_id); end if;
  if tg_op in ('UPDATE', 'INSERT') and (tg_op = 'INSERT' or new.citizen_id is distinct from old.citizen_id) then
    perform evax_child_schedule_state_stale(new.citizen_id);
  end if;
  return null;
end $$;

create trigger vaccination_schedule_state_insert after insert on vaccination for each row
  when (new.kind = 'routine') execute function evax_child_schedule_state_vaccination();
create trigger vaccination_schedule_state_update after update on vaccination for each row
  when (old.kind = 'routine' or new.kind = 'routine') execute function evax_child_schedule_state_vaccination();
create trigger vaccination_schedule_state_delete after delete on vaccination for each row
  when (old.kind = 'routine') execute function evax_child_schedule_state_vaccination();

-- The schedule corrected by an administrator (rare): every child's state.
create function evax_child_schedule_state_all_stale() returns trigger language plpgsql as $$
begin
  update child_schedule_state set changes_on = '-infinity' where changes_on <> '-infinity';
  return null;
end $$;

create trigger routine_schedule_dose_state after insert or update or delete or truncate on routine_schedule_dose
  for each statement execute function evax_child_schedule_state_all_stale();
create trigger vaccination_schedule_state_truncate after truncate on vaccination
  for each statement execute function evax_child_schedule_state_all_stale();

select evax_child_schedule_state_refresh();
