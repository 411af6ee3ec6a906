-- Routine vaccination, second part (issue 14): the allergy precautions of the vaccines, the
-- confirmation an agent gives to vaccinate despite one, and a visit's supporting file.

-- An allergy type of the child's medical folder (a code of the ALLERGY_TYPE option list) that
-- calls for a confirmation before a vaccine protecting against `antigen` ('*': every vaccine).
-- Data, not code: administrators correct the rows; the first ones are ours (docs/decisions.md,
-- "Routine vaccination, second part").
create table vaccine_allergy_precaution (
  allergy_type_code varchar(50) not null,
  antigen varchar(30) not null,
  created_at timestamptz not null default now(),
  primary key (allergy_type_code, antigen)
);
insert into vaccine_allergy_precaution (allergy_type_code, antigen) values
  ('EGG', 'Measles'),
  ('EGG', 'Influenza'),
  ('EGG', 'YellowFever'),
  ('VACCINE', '*');

-- The supporting file of a visit (an image or a PDF, recognised by its first bytes); the doses of
-- the visit point at it. Kept out of the vaccination rows, which lists read by the million.
create table vaccination_file (
  id integer generated always as identity primary key,
  name varchar(255) not null,
  media_type varchar(50) not null,
  size integer not null check (size > 0),
  content bytea not null,
  created_by integer references app_user (id) on delete set null,
  created_at timestamptz not null default now()
);

alter table vaccination
  -- The agent confirmed the vaccination despite an allergy precaution of the child's folder.
  add column allergy_confirmed boolean not null default false,
  add column file_id integer references vaccination_file (id) on delete set null;
