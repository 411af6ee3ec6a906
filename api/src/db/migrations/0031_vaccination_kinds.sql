-- Occasional, seasonal and international vaccination (spec 2 §3, issue 14).

-- A seasonal campaign: a season (influenza 2026-2027) and the dates its doses may be given.
create table seasonal_campaign (
  id integer generated always as identity primary key,
  code varchar(40) not null unique,
  name_fr varchar(200) not null,
  name_ar varchar(200) not null,
  season varchar(20) not null,
  start_date date not null,
  end_date date not null,
  is_active boolean not null default true,
  check (start_date <= end_date)
);
insert into seasonal_campaign (code, name_fr, name_ar, season, start_date, end_date)
values ('INFLUENZA_2026_2027', 'Grippe saisonnière 2026-2027', 'النزلة الموسمية 2026-2027', '2026-2027', '2026-10-01', '2027-03-31');

alter table vaccination add column campaign_id integer references seasonal_campaign (id);

-- The same vaccine twice on a day for a child is refused; the index settles two agents at once.
create unique index vaccination_catalogue_same_day_key on vaccination (citizen_id, dci_id, vaccination_date)
  where kind in ('occasional', 'seasonal');
-- The kinds' lists, latest first (a national caller walks this index; a centre's goes through its children).
create index vaccination_kind_date_idx on vaccination (kind, vaccination_date, id);

-- A traveller's vaccine or medicine (spec 2 §3 International vaccination).
create table international_vaccination (
  id bigint generated always as identity primary key,
  citizen_id integer not null references citizen (id) on delete cascade,
  structure_id integer references structure (id),
  destination_country char(2) not null,
  stay_start date not null,
  stay_end date not null,
  stay_type varchar(5) not null check (stay_type in ('short', 'long')),
  residence_governorate_id integer not null references governorate (id),
  residence_delegation_id integer not null references delegation (id),
  treatment_mode varchar(8) not null check (treatment_mode in ('vaccine', 'medicine', 'both')),
  dci_id integer references dci (id),
  egg_allergy boolean not null,
  -- An egg allergy with a vaccine given: the agent confirmed the contraindication was weighed.
  egg_allergy_confirmed boolean not null default false,
  administration_route varchar(20) not null,
  quantity smallint not null check (quantity between 1 and 999),
  treatment_start date,
  treatment_end date,
  dispensation_date date not null,
  medicine_name varchar(200),
  batch_number varchar(50) not null,
  created_by integer references app_user (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (stay_start <= stay_end),
  check (treatment_start <= treatment_end),
  check (treatment_mode = 'medicine' or dci_id is not null)
);
create index international_vaccination_citizen_idx on international_vaccination (citizen_id, dispensation_date);
create index international_vaccination_date_idx on international_vaccination (dispensation_date, id);
