-- Issue 34, users and roles administration: the rest of spec 3 §3 User (alternate phone, fax,
-- address), the recycle bin (a deleted account keeps its row, and its history, until restored),
-- and role codes unique whatever their case, as user names are.
alter table app_user add column alternate_phone varchar(20);
alter table app_user add column fax varchar(20);
alter table app_user add column address varchar(300);
alter table app_user add column deleted_at timestamptz;
-- The recycle bin lists the few deleted accounts; the ordinary lists skip them.
create index app_user_deleted_idx on app_user (deleted_at) where deleted_at is not null;
create unique index role_code_lower_key on role (lower(code));
