-- A centre's citizens list from structure_parent alone (docs/decisions/performance.md, "The agent's
-- citizens list from the followed parents' index"). 0048 gave each structure the parents it follows,
-- but the list's default order, the parents' registration, newest first, and the retired records
-- (merged into another, issue 30, out of every list) were still read from parent: a centre's first
-- page walked parent by registration and probed each in structure_parent, its count up to 1,000
-- read 1,000 parents by id. Each kept row now carries its parent's registration (`created_at`, the
-- parent's, copied) and whether the parent is retired, so that a centre's page of ids and its
-- capped count come from one index, `(structure_id, created_at desc, parent_id desc)` over the
-- parents in use, and only the page's parents are read.
--
-- The rows are made again by the refresh rather than updated in place: an update would leave a dead
-- copy of each (1.25 M at national scale) until a vacuum, which a migration's transaction cannot run.
truncate structure_parent;
alter table structure_parent add column created_at timestamptz not null, add column retired boolean not null;

create or replace function evax_structure_parent_refresh() returns void language sql as $$
  delete from structure_parent;
  insert into structure_parent (structure_id, parent_id, follows, created_at, retired)
  select r.structure_id, r.parent_id, r.follows, p.created_at, p.merged_into is not null from (
    select structure_id, parent_id, count(*) as follows from (
      select p.structure_id, p.id as parent_id from parent p
      union all
      select c.structure_id, l.parent_id from child_parent l join citizen c on c.id = l.child_id
    ) reasons group by structure_id, parent_id
  ) r join parent p on p.id = r.parent_id;
$$;

-- A row added takes its parent's registration and state as they are now (an AFTER trigger on
-- parent sees the row it inserted or updated).
create or replace function evax_structure_parent_add(structure integer, parent integer, reasons integer) returns void language plpgsql as $$
begin
  if reasons > 0 then
    insert into structure_parent (structure_id, parent_id, follows, created_at, retired)
      select structure, p.id, reasons, p.created_at, p.merged_into is not null from parent p where p.id = evax_structure_parent_add.parent
      on conflict (structure_id, parent_id) do update set follows = structure_parent.follows + reasons;
  else
    delete from structure_parent where structure_id = structure and parent_id = parent and follows <= -reasons;
    update structure_parent set follows = follows + reasons where structure_id = structure and parent_id = parent;
  end if;
end $$;

-- A parent's registration date corrected, or the parent retired (merged) or brought back: every
-- structure's row of it follows (structure_parent_parent_idx).
create function evax_structure_parent_of_parent_state() returns trigger language plpgsql as $$
begin
  update structure_parent set created_at = new.created_at, retired = new.merged_into is not null where parent_id = new.id;
  return null;
end $$;

create trigger parent_structure_parent_state after update of created_at, merged_into on parent for each row
  when (old.created_at is distinct from new.created_at or (old.merged_into is null) <> (new.merged_into is null))
  execute function evax_structure_parent_of_parent_state();

select evax_structure_parent_refresh();
create index structure_parent_created_idx on structure_parent (structure_id, created_at desc, parent_id desc) where not retired;
-- The planner's figures for the new columns and index at once (ANALYZE, unlike VACUUM, runs in a transaction).
analyze structure_parent;
