-- Reference data (spec 3 §2, §3): DCI names unique whatever their case, the specialties
-- (commercial products of a DCI) and the option lists the drop-downs read.

-- A DCI name is unique whatever its case ("BCG" and "bcg" are one vaccine).
alter table dci drop constraint dci_name_key;
drop index dci_lower_name_idx;
create unique index dci_name_lower_key on dci (lower(name));
-- The list: the archived toggle (is_active) ordered by name.
create index dci_active_name_idx on dci (is_active, name);

-- A commercial product of a DCI. reminder: the booster ("rappel") interval in days, or none.
create table specialty (
  id integer generated always as identity primary key,
  dci_id integer not null references dci (id),
  pct_code varchar(10) not null check (pct_code ~ '^[0-9]{5,10}$'),   -- Pharmacie Centrale de Tunisie code
  commercial_name varchar(200) not null,
  manufacturer varchar(200) not null,
  label varchar(200),
  reminder integer check (reminder between 1 and 36500),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index specialty_pct_code_key on specialty (pct_code);
-- The specialties of one DCI, by name; also what keeps a DCI in use from being deleted.
create index specialty_dci_idx on specialty (dci_id, commercial_name);
-- The list: is_active (1 by default) ordered by commercial name.
create index specialty_active_name_idx on specialty (is_active, commercial_name);

-- A configurable drop-down. code is the stable identifier the other areas use (BIRTH_TYPE);
-- is_system lists come with the product: their default options are read-only, the list stays.
create table option_list (
  id integer generated always as identity primary key,
  code varchar(50) not null check (code ~ '^[A-Z][A-Z0-9_]{1,49}$'),
  name_fr varchar(200) not null,
  name_ar varchar(200) not null,
  is_system boolean not null default false,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index option_list_code_key on option_list (code);
create unique index option_list_name_fr_key on option_list (lower(name_fr));
create unique index option_list_name_ar_key on option_list (name_ar);
create index option_list_active_name_idx on option_list (is_active, name_fr);

-- The options of a list: the default ones (seeded, read-only, with a stable code) and the added
-- ones, each set ranked from 1. The rank constraint is checked at commit, so a reorder can
-- rewrite the ranks in any order.
create table option_list_item (
  id integer generated always as identity primary key,
  list_id integer not null references option_list (id) on delete cascade,
  is_default boolean not null,
  code varchar(50),
  rank smallint not null check (rank between 1 and 200),
  value_fr varchar(200) not null,
  value_ar varchar(200) not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint option_list_item_rank_key unique (list_id, is_default, rank) deferrable initially deferred,
  check (is_default or code is null)
);
create unique index option_list_item_code_key on option_list_item (list_id, code) where code is not null;
