-- Issue 31, spec 2 §3 "Anti-rabies sheet", §4, §9: the sheet (fiche) and its doses. Columns for
-- what lists, searches and filters touch (citizen, structure, state, type, category, attack date,
-- opening, next dose date); the rest of the five steps' nested answers in jsonb (details).
create table rabies_sheet (
  id bigint generated always as identity primary key,
  citizen_id integer not null references citizen (id) on delete cascade,
  -- The centre that opened it (the caller's structure).
  structure_id integer references structure (id),
  state varchar(20) not null default 'IN_PROGRESS' check (state in ('IN_PROGRESS', 'TEMPORARILY_CLOSED', 'CLOSED')),
  type varchar(2) not null check (type in ('A1', 'A2', 'P')),
  exposure_category varchar(3) check (exposure_category in ('I', 'II', 'III')),
  regimen varchar(30) not null,
  attack_date date,
  attack_type varchar(20),
  second_attack_date date,
  animal_species varchar(20),
  animal_state varchar(30),
  animal_state_d0_7 varchar(30),
  animal_state_d7_14 varchar(30),
  previous_treatment varchar(10) not null default 'NONE',
  serum_required boolean not null default false,
  weight_kg numeric(5, 1),
  phone varchar(20),
  -- The next planned dose not yet given (null: none left); the absent list reads it.
  next_dose_date date,
  doses_done smallint not null default 0,
  details jsonb not null default '{}'::jsonb,
  first_updated_at timestamptz,
  closure_reason varchar(10) check (closure_reason in ('DEATH', 'TRAVEL', 'OTHER', 'COMPLETE')),
  closed_at timestamptz,
  created_by integer references app_user (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (type = 'P' or attack_date is not null)
);
-- Spec 2 §4: only one ongoing sheet per citizen (the service answers SHEET_IN_PROGRESS first; this holds under races).
create unique index rabies_sheet_one_in_progress on rabies_sheet (citizen_id) where state = 'IN_PROGRESS';
-- A citizen's sheets, newest first.
create index rabies_sheet_citizen_idx on rabies_sheet (citizen_id, created_at desc);
-- The national list, newest first (a structure's list joins the citizen's structure through citizen_id).
create index rabies_sheet_created_idx on rabies_sheet (created_at desc, id desc);
create index rabies_sheet_structure_idx on rabies_sheet (structure_id, created_at desc, id desc);
-- The absent list: sheets in progress whose next dose is past, by date (national) and by structure.
create index rabies_sheet_absent_idx on rabies_sheet (next_dose_date, id) where state = 'IN_PROGRESS';
create index rabies_sheet_structure_absent_idx on rabies_sheet (structure_id, next_dose_date) where state = 'IN_PROGRESS';

-- The protocol's visits (J0, J3...), planned at creation, given one by one.
create table rabies_dose (
  id bigint generated always as identity primary key,
  sheet_id bigint not null references rabies_sheet (id) on delete cascade,
  rank smallint not null check (rank >= 0),
  day smallint not null check (day >= 0),
  sites smallint not null default 1 check (sites between 1 and 4),
  planned_date date not null,
  given_date date,
  dci_id integer references dci (id),
  lot_number varchar(50),
  injection_site varchar(20),
  structure_id integer references structure (id),
  given_by integer references app_user (id) on delete set null,
  given_at timestamptz,
  unique (sheet_id, rank)
);
