-- Issue 31, "Absences": the reminder SMS sent to an absent citizen's phone, one a sheet a day
-- (the unique key refuses a second one the same day, even under races); the absent list shows the last.
create table rabies_reminder (
  id bigint generated always as identity primary key,
  sheet_id bigint not null references rabies_sheet (id) on delete cascade,
  -- The day in Tunisia it was sent.
  sent_on date not null,
  sent_at timestamptz not null default now(),
  phone varchar(20) not null,
  language varchar(2) not null check (language in ('fr', 'ar')),
  sent_by integer references app_user (id) on delete set null,
  unique (sheet_id, sent_on)
);
