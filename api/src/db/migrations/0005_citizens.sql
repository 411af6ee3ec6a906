-- Children (citizens) and their vaccinations.

create table citizen (
  id integer generated always as identity primary key,
  evax_number char(9) not null unique check (evax_number ~ '^[0-9]{9}$'),
  first_name_fr varchar(200) not null,
  last_name_fr varchar(200) not null,
  first_name_ar varchar(200) not null,
  last_name_ar varchar(200) not null,
  birth_date date not null,
  gender varchar(6) not null check (gender in ('male', 'female')),
  father_first_name_fr varchar(200),
  father_first_name_ar varchar(200),
  mother_first_name_fr varchar(200),
  mother_last_name_fr varchar(200),
  mother_first_name_ar varchar(200),
  mother_last_name_ar varchar(200),
  birth_governorate_id integer references governorate (id),
  birth_delegation_id integer references delegation (id),
  structure_id integer not null references structure (id),   -- the registering centre
  created_by integer references app_user (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index citizen_structure_created_idx on citizen (structure_id, created_at);
create index citizen_created_idx on citizen (created_at);
create index citizen_birth_date_idx on citizen (birth_date);
-- Searches are prefix searches, so plain btree indexes serve them (no pg_trgm needed).
create index citizen_evax_prefix_idx on citizen (evax_number bpchar_pattern_ops);
create index citizen_last_name_fr_idx on citizen (lower(last_name_fr) text_pattern_ops);
create index citizen_full_name_fr_idx on citizen (lower(first_name_fr || ' ' || last_name_fr) text_pattern_ops);
create index citizen_last_name_ar_idx on citizen (last_name_ar text_pattern_ops);
create index citizen_full_name_ar_idx on citizen ((first_name_ar || ' ' || last_name_ar) text_pattern_ops);

-- status: 1 planned, 2 done, 3 postponed, 4 cancelled (VACCINATION_STATUS in the contract).
create table vaccination (
  id bigint generated always as identity primary key,
  citizen_id integer not null references citizen (id) on delete cascade,
  dci_id integer not null references dci (id),
  kind varchar(20) not null check (kind in ('routine', 'occasional', 'seasonal', 'international', 'rabies')),
  schedule_dose_id integer references routine_schedule_dose (id),
  dose_number smallint,
  vaccination_date date not null,
  structure_id integer references structure (id),
  lot_number varchar(50),
  status smallint not null check (status in (1, 2, 3, 4)),
  created_by integer references app_user (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (citizen_id, schedule_dose_id)
);
create index vaccination_citizen_kind_idx on vaccination (citizen_id, kind, status);
create index vaccination_structure_date_idx on vaccination (structure_id, vaccination_date);
create index vaccination_dci_idx on vaccination (dci_id);
