-- Governorates, delegations and the health structures (with their groups).

create table governorate (
  id integer generated always as identity primary key,
  code varchar(5) not null unique,        -- ISO 3166-2, e.g. TN-11
  name_fr varchar(100) not null,
  name_ar varchar(100) not null,
  name_en varchar(100) not null
);

create table delegation (
  id integer generated always as identity primary key,
  governorate_id integer not null references governorate (id),
  code varchar(20) not null unique,       -- GeoNames admin2 code, e.g. TN.36.1151
  name_fr varchar(100) not null,
  name_ar varchar(100),                   -- unknown for 45 of the 264 in the source data
  latitude double precision,
  longitude double precision
);
create index delegation_governorate_idx on delegation (governorate_id);

-- The group a structure belongs to: the central level, a regional directorate's level,
-- or a "circonscription sanitaire" (health district).
create table structure_group (
  id integer generated always as identity primary key,
  code varchar(30) not null unique,
  name_fr varchar(200) not null,
  name_ar varchar(200) not null,
  governorate_id integer references governorate (id)
);
create index structure_group_governorate_idx on structure_group (governorate_id);

create table structure (
  id integer generated always as identity primary key,
  code varchar(30) not null unique,
  type varchar(30) not null check (type in ('NATIONAL', 'REGIONAL_DIRECTORATE', 'HOSPITAL', 'CSB')),
  name_fr varchar(200) not null,
  name_ar varchar(200) not null,
  governorate_id integer not null references governorate (id),
  delegation_id integer references delegation (id),
  group_id integer not null references structure_group (id),
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);
create index structure_governorate_idx on structure (governorate_id);
create index structure_delegation_idx on structure (delegation_id);
create index structure_group_idx on structure (group_id);
