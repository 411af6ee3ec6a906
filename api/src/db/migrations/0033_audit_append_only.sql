-- The audit trail is append-only: no route, no statement written by mistake, and no one with the
-- application's database account can change or remove a row. The one change let through is the
-- database's own: a deleted user or structure leaves null in place of its id (on delete set null).
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE'
     and (new.id, new.at, new.action, new.entity, new.entity_id, new.before, new.after, new.citizen_id)
         is not distinct from (old.id, old.at, old.action, old.entity, old.entity_id, old.before, old.after, old.citizen_id)
     and (new.user_id is null or new.user_id = old.user_id)
     and (new.structure_id is null or new.structure_id = old.structure_id) then
    return new;
  end if;
  raise exception 'the audit trail is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end
$$;

create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
