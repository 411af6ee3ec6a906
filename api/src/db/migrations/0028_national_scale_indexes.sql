-- National scale (docs/decisions.md, "National scale: children (issue 15)").
--
-- The children lists are ordered by registration, newest first, with the id as tie-breaker: the
-- indexes carry both, and the registering structure, so that a page's ids come from the index
-- alone (the page's rows are then read by id), whatever the page's depth.
create index citizen_created_id_idx on citizen (created_at, id) include (structure_id);
drop index citizen_created_idx;
create index citizen_structure_created_id_idx on citizen (structure_id, created_at, id);
drop index citizen_structure_created_idx;
-- The list's other orderings (CHILD_ORDERING), so that a national list sorted by name is read in
-- index order too; the birth-date one also serves the duplicate check's birth-date window.
create index citizen_evax_id_idx on citizen (evax_number, id) include (structure_id);
create index citizen_last_name_fr_id_idx on citizen (last_name_fr, id) include (structure_id);
create index citizen_first_name_fr_id_idx on citizen (first_name_fr, id) include (structure_id);
create index citizen_last_name_ar_id_idx on citizen (last_name_ar, id) include (structure_id);
create index citizen_first_name_ar_id_idx on citizen (first_name_ar, id) include (structure_id);
create index citizen_birth_date_id_idx on citizen (birth_date, id) include (structure_id);
drop index citizen_birth_date_idx;

-- The citizens (parents) list's orderings (CITIZEN_ORDERING), newest registration first by default.
create index parent_created_id_idx on parent (created_at, id);
-- The ids of the parents registered at the caller's structures, from the index alone.
create index parent_structure_created_id_idx on parent (structure_id, created_at, id);
drop index parent_structure_created_idx;
drop index parent_created_idx;
create index parent_last_name_fr_id_idx on parent (last_name_fr, id);
create index parent_first_name_fr_id_idx on parent (first_name_fr, id);
create index parent_last_name_ar_id_idx on parent (last_name_ar, id);

-- How many children each structure registered, kept by the triggers below: a list without a
-- search answers its exact total from these rows (a sum over the caller's structures) instead of
-- counting a million children at every page.
create table child_count (
  structure_id integer primary key references structure (id) on delete cascade,
  children bigint not null default 0 check (children >= 0)
);

create function evax_child_count_refresh() returns void language sql as $$
  delete from child_count;
  insert into child_count (structure_id, children) select structure_id, count(*) from citizen group by structure_id;
$$;

create function evax_child_count_change() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update child_count set children = children - 1 where structure_id = old.structure_id;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into child_count (structure_id, children) values (new.structure_id, 1)
      on conflict (structure_id) do update set children = child_count.children + 1;
  end if;
  return null;
end $$;

create function evax_child_count_truncate() returns trigger language plpgsql as $$
begin
  delete from child_count;
  return null;
end $$;

create trigger citizen_count_insert_delete after insert or delete on citizen for each row execute function evax_child_count_change();
create trigger citizen_count_move after update of structure_id on citizen for each row
  when (old.structure_id is distinct from new.structure_id) execute function evax_child_count_change();
create trigger citizen_count_truncate after truncate on citizen for each statement execute function evax_child_count_truncate();

select evax_child_count_refresh();
