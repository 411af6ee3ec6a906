-- Account security (issue 3): what app_user needs for sessions and the professional-body login,
-- the sign-in lock-out, rate counters, one-time codes sent by SMS, password-reset tokens and the
-- outbox of the default SMS gateway. Times are written by the API's clock (tests move it).

-- STAFF: staff of the health structures; PRIVATE_HEALTHCARE_PROFESSIONAL: signed in through the
-- professional body (OpenID Connect, oidc_issuer + oidc_subject) or registered as one.
alter table app_user add column user_type varchar(40) not null default 'STAFF'
  check (user_type in ('STAFF', 'PRIVATE_HEALTHCARE_PROFESSIONAL'));
alter table app_user add column oidc_issuer varchar(300);
alter table app_user add column oidc_subject varchar(255);
alter table app_user add column cnom_number varchar(30);
-- Raised by every password change: tokens issued before it (claim sv) stop working.
alter table app_user add column session_version integer not null default 0;
alter table app_user add column password_changed_at timestamptz;
create unique index app_user_oidc_key on app_user (oidc_issuer, oidc_subject) where oidc_subject is not null;
-- One account per phone number, whatever its spacing ('phone number already used').
create unique index app_user_phone_key on app_user ((regexp_replace(phone, '[^0-9]', '', 'g'))) where phone is not null;

-- Failed sign-ins per user name (lower-cased and trimmed, whether an account has it or not, so
-- that the lock-out tells nothing about which names exist).
create table login_throttle (
  username_key varchar(150) primary key,
  failures smallint not null default 0,     -- failures since the last block, success or quiet day
  level smallint not null default 0,        -- blocks so far; the next lasts LOCKOUT.blockSeconds[level]
  blocked_until timestamptz,
  last_failure_at timestamptz
);
create index login_throttle_last_failure_idx on login_throttle (last_failure_at);

-- Fixed-window counters (key, start of the window, hits in it): sends of codes per hour.
create table rate_counter (
  key varchar(200) primary key,
  window_start timestamptz not null,
  hits integer not null
);
create index rate_counter_window_idx on rate_counter (window_start);

-- One-time codes: only an HMAC of the code is kept. A request for an unknown account gets a row
-- too (user_id and code_hash null), so that every answer looks the same.
create table otp_challenge (
  id uuid primary key,
  purpose varchar(20) not null check (purpose in ('PASSWORD_RESET', 'PHONE_CHANGE')),
  user_id integer references app_user (id) on delete cascade,
  phone varchar(20),                          -- where the code went (the new number for a change)
  code_hash char(64),
  attempts smallint not null default 0,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index otp_challenge_user_idx on otp_challenge (user_id, purpose, created_at);
create index otp_challenge_expires_idx on otp_challenge (expires_at);

-- Password-reset tokens (the answer of verify-otp), kept as a SHA-256 hash, single use.
create table password_reset_token (
  token_hash char(64) primary key,
  user_id integer not null references app_user (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_token_user_idx on password_reset_token (user_id);
create index password_reset_token_expires_idx on password_reset_token (expires_at);

-- Messages of the outbox SMS gateway (the default): nothing leaves the server; a developer or an
-- administrator reads them (GET /api/sms/outbox).
create table sms_outbox (
  id bigint generated always as identity primary key,
  to_phone varchar(20) not null,
  body text not null,
  created_at timestamptz not null
);
create index sms_outbox_to_idx on sms_outbox (to_phone, id);
