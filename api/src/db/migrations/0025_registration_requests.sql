-- Registration requests (spec 3 §3-4): a citizen registers in the citizen space with a supporting
-- file; an agent accepts (the citizen is created, or the registered one gets access) or rejects
-- with a reason. A decision is final. The citizen then signs in with one-time codes by SMS.

create table registration_request (
  id integer generated always as identity primary key,
  status varchar(10) not null default 'pending' check (status in ('pending', 'accepted', 'rejected')),
  first_name_fr varchar(200) not null,
  last_name_fr varchar(200) not null,
  first_name_ar varchar(200) not null,
  last_name_ar varchar(200) not null,
  phone varchar(20) not null,                 -- '+216 XX XXX XXX'
  nationality char(2) not null default 'TN' check (nationality ~ '^[A-Z]{2}$'),
  national_id varchar(8) check (national_id ~ '^[0-9]{8}$'),
  passport_number varchar(20),
  language varchar(2) not null default 'fr' check (language in ('fr', 'ar', 'en')),
  file_name varchar(255) not null,
  file_type varchar(40) not null check (file_type in ('image/jpeg', 'image/png', 'application/pdf')),
  file_size integer not null check (file_size > 0),
  file_content bytea not null,
  rejection_reason varchar(30) check (rejection_reason in ('unreadable_picture', 'expired_passport', 'identity_mismatch', 'incomplete_file', 'other')),
  rejection_comment varchar(500),
  decided_by integer references app_user (id) on delete set null,
  decided_at timestamptz,
  citizen_id integer references parent (id) on delete set null,   -- the citizen created or given access on acceptance
  created_at timestamptz not null default now(),
  check (national_id is not null or passport_number is not null),
  check ((status = 'pending') = (decided_at is null)),
  check (status <> 'rejected' or rejection_reason is not null)
);
-- One pending request per phone and per identity paper; one citizen-space account (accepted request) per phone.
create unique index registration_pending_phone_idx on registration_request (phone) where status = 'pending';
create unique index registration_pending_national_id_idx on registration_request (national_id) where status = 'pending' and national_id is not null;
create unique index registration_pending_passport_idx on registration_request (nationality, passport_number)
  where status = 'pending' and passport_number is not null;
create unique index registration_accepted_phone_idx on registration_request (phone) where status = 'accepted';
create index registration_status_created_idx on registration_request (status, created_at desc);
create index registration_created_idx on registration_request (created_at desc);

-- The citizen space's one-time codes: kept as a keyed hash, 10 minutes, once, 5 tries.
create table citizen_space_code (
  id uuid primary key,
  phone varchar(20) not null,
  citizen_id integer references parent (id) on delete cascade,   -- null: no account has this phone (a decoy)
  code_hash varchar(64),
  attempts integer not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index citizen_space_code_phone_idx on citizen_space_code (phone, created_at desc);
