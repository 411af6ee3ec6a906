-- A structure's routine due and overdue counts, kept for the day they were counted on
-- (docs/decisions.md, "The due and overdue counts, kept"). Counting them computes every child's
-- schedule state (0.03 ms a child, 340 ms at a centre of 10,000 children); the entry page asks at
-- every visit. A child's state changes with the days (the key is the day) and with the writes
-- below, which mark the structure's counts stale: the next read counts again.
create table routine_schedule_count (
  structure_id integer primary key references structure (id) on delete cascade,
  counted_on date,
  due integer,
  overdue integer,
  -- Raised by every write that may change the counts: a count computed before it is not kept.
  version bigint not null default 0
);

create function evax_schedule_count_stale(structure integer) returns void language sql as $$
  insert into routine_schedule_count (structure_id, version) values (structure, 1)
    on conflict (structure_id) do update
    set counted_on = null, due = null, overdue = null, version = routine_schedule_count.version + 1;
$$;

create function evax_schedule_count_all_stale() returns trigger language plpgsql as $$
begin
  update routine_schedule_count set counted_on = null, due = null, overdue = null, version = version + 1;
  return null;
end $$;

-- A child's routine dose written: its registering structure's counts.
create function evax_schedule_count_vaccination() returns trigger language plpgsql as $$
begin
  -- An update of a dose of the same child marks its structure once.
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.citizen_id is distinct from new.citizen_id) then
    perform evax_schedule_count_stale(c.structure_id) from citizen c where c.id = old.citizen_id;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    perform evax_schedule_count_stale(c.structure_id) from citizen c where c.id = new.citizen_id;
  end if;
  return null;
end $$;

create trigger vaccination_schedule_count_insert after insert on vaccination for each row
  when (new.kind = 'routine') execute function evax_schedule_count_vaccination();
create trigger vaccination_schedule_count_update after update on vaccination for each row
  when (old.kind = 'routine' or new.kind = 'routine') execute function evax_schedule_count_vaccination();
create trigger vaccination_schedule_count_delete after delete on vaccination for each row
  when (old.kind = 'routine') execute function evax_schedule_count_vaccination();
create trigger vaccination_schedule_count_truncate after truncate on vaccination for each statement
  execute function evax_schedule_count_all_stale();

-- A child registered, removed, moved, or its birth date or sex corrected.
create function evax_schedule_count_citizen() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then perform evax_schedule_count_stale(old.structure_id); end if;
  if tg_op in ('UPDATE', 'INSERT') then perform evax_schedule_count_stale(new.structure_id); end if;
  return null;
end $$;

create trigger citizen_schedule_count_insert_delete after insert or delete on citizen for each row
  execute function evax_schedule_count_citizen();
create trigger citizen_schedule_count_update after update of structure_id, birth_date, gender on citizen for each row
  when (old.structure_id is distinct from new.structure_id or old.birth_date is distinct from new.birth_date or old.gender is distinct from new.gender)
  execute function evax_schedule_count_citizen();
create trigger citizen_schedule_count_truncate after truncate on citizen for each statement
  execute function evax_schedule_count_all_stale();

-- The schedule corrected by an administrator: every structure's counts.
create trigger routine_schedule_dose_count after insert or update or delete or truncate on routine_schedule_dose
  for each statement execute function evax_schedule_count_all_stale();
