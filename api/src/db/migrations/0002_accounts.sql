-- Roles and their permissions, users and the structures they work in, token revocation.

create table role (
  id integer generated always as identity primary key,
  code varchar(50) not null unique,
  name_fr varchar(200) not null,
  name_ar varchar(200) not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Permission strings come from the catalogue in @evax/shared/contract (PERMISSIONS).
create table role_permission (
  role_id integer not null references role (id) on delete cascade,
  permission varchar(100) not null,
  primary key (role_id, permission)
);

create table app_user (
  id integer generated always as identity primary key,
  username varchar(150) not null,
  email varchar(100),
  civility varchar(4) check (civility in ('MR', 'MRS', 'MISS')),
  first_name_fr varchar(200) not null,
  last_name_fr varchar(200) not null,
  first_name_ar varchar(200) not null,
  last_name_ar varchar(200) not null,
  phone varchar(20),
  password_hash varchar(255) not null,    -- argon2id, PHC string format
  is_active boolean not null default true,
  is_superuser boolean not null default false,
  is_dssb boolean not null default false,
  first_login boolean not null default true,
  preferred_language varchar(2) check (preferred_language in ('fr', 'ar', 'en')),
  last_login_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- User names and e-mail addresses are unique whatever their case.
create unique index app_user_username_key on app_user (lower(username));
create unique index app_user_email_key on app_user (lower(email));
create index app_user_last_name_fr_idx on app_user (lower(last_name_fr));

-- A user works in one or more structures, with one role in each; one of them is the default.
create table user_structure (
  user_id integer not null references app_user (id) on delete cascade,
  structure_id integer not null references structure (id),
  role_id integer not null references role (id),
  is_default boolean not null default false,
  primary key (user_id, structure_id)
);
create unique index user_structure_one_default_key on user_structure (user_id) where is_default;
create index user_structure_structure_idx on user_structure (structure_id);
create index user_structure_role_idx on user_structure (role_id);

-- Access tokens revoked by a logout, kept until they would have expired anyway.
create table revoked_token (
  jti uuid primary key,
  expires_at timestamptz not null
);
create index revoked_token_expires_idx on revoked_token (expires_at);
