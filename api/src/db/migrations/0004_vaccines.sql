-- The DCI catalogue (vaccines by international common name) and the routine schedule.

create table dci (
  id integer generated always as identity primary key,
  name varchar(200) not null unique,
  vaccine_type varchar(30) not null,
  vaccine_category varchar(20) not null
    check (vaccine_category in ('routine', 'occasional', 'seasonal', 'international', 'rabies')),
  age_range text[] not null default '{}',   -- WHO age codes: B (birth), M2 (2 months), Y6 (6 years)
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index dci_lower_name_idx on dci (lower(name));
create index dci_category_idx on dci (vaccine_category);

-- One row per dose of the national routine schedule: data the administrators can correct.
create table routine_schedule_dose (
  id integer generated always as identity primary key,
  dci_id integer not null references dci (id),
  dose_number smallint not null,
  age_code varchar(4) not null,
  age_days integer not null,                 -- the age code in days, to compute due dates
  unique (dci_id, dose_number)
);
