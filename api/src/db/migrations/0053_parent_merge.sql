-- Issue 30: two parent records of the same person are merged. The duplicate is retired, not
-- deleted (its audit rows and the registration requests that name it stay readable): merged_into
-- names the record kept, merged_at when. A retired record is out of every list, search and
-- uniqueness check, so its identity papers and phone, which the kept record may take over, are
-- unique among the records in use only (the indexes keep their names: the API maps a violation
-- of each to its field).
alter table parent
  add column merged_into integer references parent (id),
  add column merged_at timestamptz,
  add constraint parent_merged_check check ((merged_into is null) = (merged_at is null) and merged_into is distinct from id);
-- The records merged into one (a child's history reads theirs too).
create index parent_merged_into_idx on parent (merged_into) where merged_into is not null;

drop index parent_national_id_idx;
create unique index parent_national_id_idx on parent (national_id) where national_id is not null and merged_into is null;
drop index parent_passport_idx;
create unique index parent_passport_idx on parent (nationality, passport_number) where passport_number is not null and merged_into is null;
drop index parent_phone_idx;
create unique index parent_phone_idx on parent (phone) where phone is not null and merged_into is null;
