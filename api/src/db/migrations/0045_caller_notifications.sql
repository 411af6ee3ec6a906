-- Every change that alters who a caller is, told on the channel `evax_caller` (issue 28, point 3):
-- each API process keeps its callers in memory (api/src/modules/accounts/caller-cache.ts) and drops
-- what a notification names. The payload says what changed:
--   'user:<id>'   the user's account (active flag, password, session version, superuser, DSSB,
--                 first sign-in, type) or one of its memberships (structure, role);
--   'token:<jti>' a token revoked (sign-out);
--   'all'         a role (active flag, permissions) or a structure (type, governorate), or a table
--                 emptied: every caller.
-- PostgreSQL delivers a notification when the transaction commits, once per distinct payload.
create function evax_caller_changed() returns trigger language plpgsql as $$
begin
  if tg_level = 'STATEMENT' then
    perform pg_notify('evax_caller', 'all');
  elsif tg_table_name = 'revoked_token' then
    perform pg_notify('evax_caller', 'token:' || new.jti);
  elsif tg_table_name = 'app_user' then
    perform pg_notify('evax_caller', 'user:' || old.id);
  else -- user_structure
    if tg_op in ('UPDATE', 'DELETE') then perform pg_notify('evax_caller', 'user:' || old.user_id); end if;
    if tg_op in ('UPDATE', 'INSERT') then perform pg_notify('evax_caller', 'user:' || new.user_id); end if;
  end if;
  return null;
end $$;

-- A new account has no caller yet; its sign-in time and names are no part of one.
create trigger app_user_caller_update after update on app_user for each row
  when ((old.is_active, old.is_superuser, old.is_dssb, old.first_login, old.user_type, old.session_version, old.password_hash)
        is distinct from (new.is_active, new.is_superuser, new.is_dssb, new.first_login, new.user_type, new.session_version, new.password_hash))
  execute function evax_caller_changed();
create trigger app_user_caller_delete after delete on app_user for each row
  execute function evax_caller_changed();

create trigger user_structure_caller after insert or update or delete on user_structure for each row
  execute function evax_caller_changed();

create trigger revoked_token_caller after insert on revoked_token for each row
  execute function evax_caller_changed();

create trigger role_caller after update of is_active or delete on role for each statement
  execute function evax_caller_changed();
create trigger role_permission_caller after insert or update or delete on role_permission for each statement
  execute function evax_caller_changed();
create trigger structure_caller after update of type, governorate_id or delete on structure for each statement
  execute function evax_caller_changed();

create trigger app_user_caller_truncate after truncate on app_user for each statement
  execute function evax_caller_changed();
create trigger user_structure_caller_truncate after truncate on user_structure for each statement
  execute function evax_caller_changed();
create trigger revoked_token_caller_truncate after truncate on revoked_token for each statement
  execute function evax_caller_changed();
create trigger role_caller_truncate after truncate on role for each statement
  execute function evax_caller_changed();
create trigger role_permission_caller_truncate after truncate on role_permission for each statement
  execute function evax_caller_changed();
create trigger structure_caller_truncate after truncate on structure for each statement
  execute function evax_caller_changed();
