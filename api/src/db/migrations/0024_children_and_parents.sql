-- Children get every field of spec 2 §3 "Child / citizen"; parents (the citizens an agent
-- registers, adults with a phone and identity papers) and the child-parent link with its role.
-- pg_trgm gives similarity() to the duplicate check (PGlite loads it as an extension too).

create extension if not exists pg_trgm;

alter table citizen
  add column paternal_grandfather_first_name_fr varchar(200),
  add column paternal_grandfather_first_name_ar varchar(200),
  add column birth_commune varchar(200),
  add column birth_type varchar(20) not null default 'normal'
    check (birth_type in ('normal', 'premature_lt_28', 'premature_28_32', 'premature_32_36')),
  add column birth_weight_kg double precision check (birth_weight_kg > 0 and birth_weight_kg <= 8),
  add column birth_height_cm double precision check (birth_height_cm > 0 and birth_height_cm <= 80),
  add column birth_head_circumference_cm double precision check (birth_head_circumference_cm > 0 and birth_head_circumference_cm <= 60),
  add column born_in_tunisia boolean not null default true,
  add column nationality char(2) not null default 'TN' check (nationality ~ '^[A-Z]{2}$'),  -- ISO 3166-1 alpha-2
  add column national_id varchar(8) check (national_id ~ '^[0-9]{8}$'),
  add column social_security_number varchar(20),
  add column passport_number varchar(20),
  add column note varchar(1000);

-- Name keys for the duplicate check: spelling variants folded so that similarity() compares what
-- a Tunisian agent would call the same name. Latin: case, accents, separators, doubled letters and
-- the usual transliteration pairs (ou/u, sh/ch, dh/d, th/t, y/i, ph/f, q/k); Arabic: vowel marks,
-- tatweel, hamza forms of alef, taa marbuta/haa, alef maqsura/yaa, separators.
create function evax_latin_name_key(name text) returns text language sql immutable parallel safe as $$
  select regexp_replace(
    replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(translate(lower(coalesce(name, '')), 'àáâäãèéêëìíîïòóôöõùúûüçñÿ', 'aaaaaeeeeiiiiooooouuuucny'), '[^a-z]', '', 'g'),
      'ou', 'u'), 'sh', 'ch'), 'dh', 'd'), 'th', 't'), 'y', 'i'), 'ph', 'f'), 'q', 'k'),
    '(.)\1+', '\1', 'g')
$$;
create function evax_arabic_name_key(name text) returns text language sql immutable parallel safe as $$
  select regexp_replace(
    translate(coalesce(name, ''), 'أإآٱةىؤئـ', 'ااااهيوي'),
    '[^ء-ي]', '', 'g')
$$;
alter table citizen
  add column name_key_fr text generated always as (evax_latin_name_key(first_name_fr || last_name_fr)) stored,
  add column name_key_ar text generated always as (evax_arabic_name_key(first_name_ar || last_name_ar)) stored,
  add column mother_name_key text generated always as (
    evax_latin_name_key(coalesce(mother_first_name_fr, '') || coalesce(mother_last_name_fr, ''))
    || '|' || evax_arabic_name_key(coalesce(mother_first_name_ar, '') || coalesce(mother_last_name_ar, ''))) stored;

create unique index citizen_national_id_idx on citizen (national_id) where national_id is not null;
create unique index citizen_passport_idx on citizen (nationality, passport_number) where passport_number is not null;
create index citizen_social_security_idx on citizen (social_security_number) where social_security_number is not null;

-- The evax number now carries a Damm check digit (docs/decisions.md, "Citizen area (API)"):
-- numbers given before it get their last digit replaced by the check digit of the first eight.
create function pg_temp.damm_check(body text) returns char language plpgsql immutable as $$
declare
  grid int[] := array[
    [0,3,1,7,5,9,8,6,4,2],[7,0,9,2,1,5,4,8,6,3],[4,2,0,6,8,7,1,3,5,9],[1,7,5,0,9,8,3,4,2,6],
    [6,1,2,3,0,4,5,9,7,8],[3,6,7,4,2,0,9,5,8,1],[5,8,6,9,7,2,0,1,3,4],[8,9,4,5,3,6,2,0,1,7],
    [9,4,3,8,6,1,7,2,0,5],[2,5,8,1,4,3,6,7,9,0]];
  interim int := 0;
begin
  for i in 1 .. length(body) loop
    interim := grid[interim + 1][substr(body, i, 1)::int + 1];
  end loop;
  return interim::text;
end $$;
update citizen set evax_number = left(evax_number, 8) || pg_temp.damm_check(left(evax_number, 8))
  where right(evax_number, 1) <> pg_temp.damm_check(left(evax_number, 8));

create table parent (
  id integer generated always as identity primary key,
  first_name_fr varchar(200) not null,
  last_name_fr varchar(200) not null,
  first_name_ar varchar(200) not null,
  last_name_ar varchar(200) not null,
  gender varchar(6) check (gender in ('male', 'female')),
  birth_date date,
  phone varchar(20),                          -- '+216 XX XXX XXX', as accounts store it
  nationality char(2) not null default 'TN' check (nationality ~ '^[A-Z]{2}$'),
  national_id varchar(8) check (national_id ~ '^[0-9]{8}$'),
  passport_number varchar(20),
  social_security_number varchar(20),
  structure_id integer not null references structure (id),   -- where it was registered
  created_by integer references app_user (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (national_id is not null or passport_number is not null)
);
create unique index parent_national_id_idx on parent (national_id) where national_id is not null;
create unique index parent_passport_idx on parent (nationality, passport_number) where passport_number is not null;
create unique index parent_phone_idx on parent (phone) where phone is not null;
create index parent_structure_created_idx on parent (structure_id, created_at);
create index parent_created_idx on parent (created_at);
create index parent_last_name_fr_idx on parent (lower(last_name_fr) text_pattern_ops);
create index parent_last_name_ar_idx on parent (last_name_ar text_pattern_ops);

create table child_parent (
  child_id integer not null references citizen (id) on delete cascade,
  parent_id integer not null references parent (id),
  role varchar(10) not null check (role in ('guardian', 'father', 'mother', 'tutor')),
  created_at timestamptz not null default now(),
  primary key (child_id, parent_id)
);
-- One father and one mother per child; guardians and tutors may be several.
create unique index child_parent_one_father_mother_idx on child_parent (child_id, role) where role in ('father', 'mother');
create index child_parent_parent_idx on child_parent (parent_id);

-- Who did what, from which structure: the audit log's rows for health data carry the structure.
alter table audit_log add column structure_id integer references structure (id) on delete set null;
create index audit_log_at_idx on audit_log (entity, entity_id, at desc);
