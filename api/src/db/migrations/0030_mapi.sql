-- Adverse events following immunisation (MAPI, spec 2 §3, issue 13): one report per event, the
-- suspected vaccinations it names (their lot number copied as it was when filed). The reports go
-- with the child; who filed them is in audit_log.

create table mapi (
  id integer generated always as identity primary key,
  child_id integer not null references citizen (id) on delete cascade,
  category varchar(20) not null check (category in ('routine', 'occasional', 'seasonal', 'international', 'rabies')),
  event_date date not null,
  start_time varchar(5) not null check (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  severity varchar(10) not null check (severity in ('mild', 'moderate', 'severe')),
  description varchar(2000) not null,
  earlier_side_effect varchar(7) not null check (earlier_side_effect in ('yes', 'no', 'unknown')),
  known_drug_allergy varchar(7) not null check (known_drug_allergy in ('yes', 'no', 'unknown')),
  chronic_disease varchar(7) not null check (chronic_disease in ('yes', 'no', 'unknown')),
  medication_taken varchar(7) not null check (medication_taken in ('yes', 'no', 'unknown')),
  history_details varchar(2000),
  investigation_done boolean not null,
  investigation_date date,
  investigation_details varchar(2000),
  serious boolean not null,
  serious_criteria text[] not null default '{}',
  outcome varchar(30) not null
    check (outcome in ('recovering', 'recovered', 'recovered_with_sequelae', 'not_recovered', 'died', 'unknown')),
  structure_id integer references structure (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint mapi_investigation_dated check (not investigation_done or investigation_date is not null),
  constraint mapi_serious_criteria check (serious = (cardinality(serious_criteria) > 0))
);
-- The child's list, newest first.
create index mapi_child_date_idx on mapi (child_id, event_date desc, id desc);
-- The national list of serious reports, newest first: only the serious rows are indexed.
create index mapi_serious_date_idx on mapi (event_date desc, id desc) where serious;

create table mapi_vaccination (
  mapi_id integer not null references mapi (id) on delete cascade,
  vaccination_id bigint not null references vaccination (id) on delete cascade,
  lot_number varchar(50),
  primary key (mapi_id, vaccination_id)
);
-- A vaccination's reports (deleting a vaccination, pharmacovigilance by lot later).
create index mapi_vaccination_vaccination_idx on mapi_vaccination (vaccination_id);
