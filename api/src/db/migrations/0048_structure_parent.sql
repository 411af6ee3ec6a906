-- The parents each structure follows (docs/decisions/performance.md, "National scale, third run"):
-- those registered there and the parents of the children registered there. The citizens list of a
-- centre or a region read them as the union of two sets at every page, and PostgreSQL scanned the
-- 1.25 M parents for it (p95 168 ms, 440 ms of SQL). `follows` counts the reasons (registered here:
-- 1, and one per link to a child registered here); a row goes when it falls to 0.
create table structure_parent (
  structure_id integer not null references structure (id) on delete cascade,
  parent_id integer not null references parent (id) on delete cascade,
  follows integer not null check (follows > 0),
  primary key (structure_id, parent_id)
);
create index structure_parent_parent_idx on structure_parent (parent_id);

create function evax_structure_parent_refresh() returns void language sql as $$
  delete from structure_parent;
  insert into structure_parent (structure_id, parent_id, follows)
  select structure_id, parent_id, count(*) from (
    select p.structure_id, p.id as parent_id from parent p
    union all
    select c.structure_id, l.parent_id from child_parent l join citizen c on c.id = l.child_id
  ) reasons group by structure_id, parent_id;
$$;

create function evax_structure_parent_add(structure integer, parent integer, reasons integer) returns void language plpgsql as $$
begin
  if reasons > 0 then
    insert into structure_parent (structure_id, parent_id, follows) values (structure, parent, reasons)
      on conflict (structure_id, parent_id) do update set follows = structure_parent.follows + reasons;
  else
    delete from structure_parent where structure_id = structure and parent_id = parent and follows <= -reasons;
    update structure_parent set follows = follows + reasons where structure_id = structure and parent_id = parent;
  end if;
end $$;

-- A parent registered, or its registering structure changed (removed: the rows go by the foreign key).
create function evax_structure_parent_of_parent() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then perform evax_structure_parent_add(old.structure_id, old.id, -1); end if;
  perform evax_structure_parent_add(new.structure_id, new.id, 1);
  return null;
end $$;

create trigger parent_structure_parent_insert after insert on parent for each row execute function evax_structure_parent_of_parent();
create trigger parent_structure_parent_move after update of structure_id on parent for each row
  when (old.structure_id is distinct from new.structure_id) execute function evax_structure_parent_of_parent();

-- A child linked to or unlinked from a parent. When the child itself is removed, the links go by
-- cascade after the child's row: citizen_structure_parent_delete has counted them off before.
create function evax_structure_parent_of_link() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform evax_structure_parent_add(c.structure_id, old.parent_id, -1) from citizen c where c.id = old.child_id;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    perform evax_structure_parent_add(c.structure_id, new.parent_id, 1) from citizen c where c.id = new.child_id;
  end if;
  return null;
end $$;

create trigger child_parent_structure_parent after insert or delete on child_parent for each row execute function evax_structure_parent_of_link();
create trigger child_parent_structure_parent_update after update of child_id, parent_id on child_parent for each row
  when (old.child_id is distinct from new.child_id or old.parent_id is distinct from new.parent_id) execute function evax_structure_parent_of_link();

-- A child moved to another structure, or removed: its parents' reasons move or go with it.
create function evax_structure_parent_of_child() returns trigger language plpgsql as $$
begin
  perform evax_structure_parent_add(old.structure_id, l.parent_id, -1) from child_parent l where l.child_id = old.id;
  if tg_op = 'UPDATE' then
    perform evax_structure_parent_add(new.structure_id, l.parent_id, 1) from child_parent l where l.child_id = new.id;
    return null;
  end if;
  return old;
end $$;

create trigger citizen_structure_parent_move after update of structure_id on citizen for each row
  when (old.structure_id is distinct from new.structure_id) execute function evax_structure_parent_of_child();
create trigger citizen_structure_parent_delete before delete on citizen for each row execute function evax_structure_parent_of_child();

select evax_structure_parent_refresh();
