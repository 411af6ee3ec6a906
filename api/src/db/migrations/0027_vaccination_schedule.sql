-- Routine vaccination (spec 2 §3, §4 "dose order", issue 14): the schedule's dose rules and the
-- fields of a routine vaccination. The rules' values come from the seed `routine-dose-rules`
-- (api/src/db/seed/reference/routine-dose-rules.ts), data the administrators can correct.

alter table routine_schedule_dose
  add column series varchar(20),
  add column antigens text[] not null default '{}',
  add column min_interval_days integer not null default 0 check (min_interval_days >= 0),
  add column catch_up_limit_days integer check (catch_up_limit_days > 0),
  add column only_gender varchar(6) check (only_gender in ('male', 'female'));
-- Null until the seed routine-dose-rules sets it: the DCI's doses are then their own series.
create unique index routine_schedule_dose_series_key on routine_schedule_dose (series, dose_number);

alter table vaccination
  add column specialty_id integer references specialty (id),
  add column commercial_name varchar(200),
  add column serum_lot varchar(50),
  add column injection_site varchar(50),
  add column place varchar(200),
  add column quantity smallint check (quantity between 1 and 999),
  add column next_dose_date date,
  -- Back-entry of a past dose: the agent declared the vaccination certificate seen and valid.
  add column certificate_verified boolean not null default false,
  add column cancel_reason varchar(500),
  add column postponed_from date;
