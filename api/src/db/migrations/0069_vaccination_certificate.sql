-- Issue 35: the vaccination certificates. The server signs each certificate's statement (its QR
-- code) with an Ed25519 key it generates once and keeps here; `kid` names the key in the JWS
-- header so that a key can be replaced while the certificates signed with the old one still verify.
create table certificate_signing_key (
  kid varchar(32) primary key,
  -- PKCS#8 (private) and SPKI (public), PEM.
  private_key text not null,
  public_key text not null,
  created_at timestamptz not null default now()
);

-- One row per certificate issued (a reissue is a new row): the signed statement as issued, so
-- that its PDF can be printed again with the same QR code.
create table vaccination_certificate (
  id uuid primary key,
  citizen_id integer not null references citizen (id) on delete cascade,
  token text not null,
  issued_at timestamptz not null,
  issued_by integer references app_user (id) on delete set null,
  structure_id integer references structure (id)
);
-- A child's certificates, newest first.
create index vaccination_certificate_citizen_idx on vaccination_certificate (citizen_id, issued_at desc);
