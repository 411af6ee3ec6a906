-- A child's medical folder (spec 2 §3): growth measurements (weight and height), head
-- circumference, allergies, and the folder's closure (irreversible, spec 2 §4). The rows belong
-- to the child (citizen) and go with it; who wrote them is in audit_log.

create table growth_metric (
  id integer generated always as identity primary key,
  child_id integer not null references citizen (id) on delete cascade,
  measured_on date not null,
  weight_kg double precision not null check (weight_kg > 0 and weight_kg <= 250),
  height_cm double precision not null check (height_cm > 0 and height_cm <= 250),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The list (by child, by date) and the neighbours of a new height.
create index growth_metric_child_date_idx on growth_metric (child_id, measured_on, id);

create table head_circumference_metric (
  id integer generated always as identity primary key,
  child_id integer not null references citizen (id) on delete cascade,
  measured_on date not null,
  head_circumference_cm double precision not null check (head_circumference_cm > 0 and head_circumference_cm <= 80),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index head_circumference_metric_child_date_idx on head_circumference_metric (child_id, measured_on, id);

-- Allergies: the type is a code of the ALLERGY_TYPE option list, the rank their order (1 first).
create table allergy (
  id integer generated always as identity primary key,
  child_id integer not null references citizen (id) on delete cascade,
  type_code varchar(50) not null,
  name varchar(200) not null,
  rank integer not null check (rank > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint allergy_child_rank_key unique (child_id, rank) deferrable initially deferred
);

-- A closed folder: one row, never updated nor deleted by the application.
create table medical_folder_closure (
  child_id integer primary key references citizen (id) on delete cascade,
  reason varchar(500) not null,
  closed_by integer references app_user (id) on delete set null,
  structure_id integer references structure (id) on delete set null,
  closed_at timestamptz not null default now()
);
