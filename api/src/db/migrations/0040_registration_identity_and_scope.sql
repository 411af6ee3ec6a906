-- Issue 27, points 1 and 2 (docs/decisions/security.md, "Registration requests: identity and
-- scope"): a request is decided by the structures it is tied to, a request whose identity paper
-- names a registered citizen with other names waits for an in-person check or a refusal, and a
-- citizen has one citizen-space account at most.

-- The structures that decide a request: the registered citizen's structure when a citizen holds
-- the identity paper, otherwise the structure or governorate the applicant chose. A request tied
-- to no governorate (one registered before this migration with no citizen to follow, or one of a
-- citizen registered at the national structure) is decided at the national level only.
alter table registration_request
  add column structure_id integer references structure (id),
  add column governorate_id integer references governorate (id),
  add column in_person_by integer references app_user (id) on delete set null,
  add column in_person_at timestamptz,
  add column in_person_structure_id integer references structure (id);

-- A fourth state: waiting for the applicant to come in person with the identity paper. Not final.
alter table registration_request drop constraint registration_request_status_check;
alter table registration_request add constraint registration_request_status_check
  check (status in ('pending', 'in_person', 'accepted', 'rejected'));
alter table registration_request drop constraint registration_request_check1;
alter table registration_request add constraint registration_request_decided_check
  check ((status in ('pending', 'in_person')) = (decided_at is null));
alter table registration_request add constraint registration_request_in_person_check
  check (status <> 'in_person' or in_person_at is not null);
alter table registration_request drop constraint registration_request_rejection_reason_check;
alter table registration_request add constraint registration_request_rejection_reason_check
  check (rejection_reason in ('unreadable_picture', 'expired_passport', 'identity_mismatch', 'incomplete_file', 'has_account', 'other'));

-- A request waiting in person still holds its phone and identity paper.
drop index registration_pending_phone_idx;
drop index registration_pending_national_id_idx;
drop index registration_pending_passport_idx;
create unique index registration_pending_phone_idx on registration_request (phone) where status in ('pending', 'in_person');
create unique index registration_pending_national_id_idx on registration_request (national_id)
  where status in ('pending', 'in_person') and national_id is not null;
create unique index registration_pending_passport_idx on registration_request (nationality, passport_number)
  where status in ('pending', 'in_person') and passport_number is not null;

-- The requests registered before: tied to the citizen they were accepted for, or to the citizen
-- holding their identity paper.
update registration_request r set structure_id = p.structure_id from parent p where p.id = r.citizen_id;
update registration_request r set structure_id = p.structure_id
  from parent p where r.structure_id is null and r.national_id is not null and p.national_id = r.national_id;
update registration_request r set structure_id = p.structure_id
  from parent p
  where r.structure_id is null and r.passport_number is not null and p.passport_number = r.passport_number and p.nationality = r.nationality;
update registration_request r set governorate_id = s.governorate_id from structure s where s.id = r.structure_id and s.type <> 'NATIONAL';

-- The lists of a centre (its own and its governorate's without a centre) and of a region.
create index registration_structure_created_idx on registration_request (structure_id, created_at desc) where structure_id is not null;
create index registration_governorate_created_idx on registration_request (governorate_id, created_at desc) where governorate_id is not null;

-- One citizen-space account per citizen. The sign-in phone is now the citizen's phone on record,
-- so the accepted requests' phones need not be unique any more. A second account a citizen got
-- before (the take-over of issue 27) is closed: the first accepted stays the account; the
-- closing is written in the audit trail.
insert into audit_log (user_id, action, entity, entity_id, before, after)
  select null, 'close_second_account', 'registration_request', r.id::text,
    jsonb_build_object('status', 'accepted', 'citizenId', r.citizen_id),
    jsonb_build_object('status', 'rejected', 'reason', 'has_account')
  from registration_request r
  where r.status = 'accepted' and r.citizen_id is not null and exists (
    select 1 from registration_request f
    where f.citizen_id = r.citizen_id and f.status = 'accepted' and (f.decided_at, f.id) < (r.decided_at, r.id));
update registration_request r
  set status = 'rejected', rejection_reason = 'has_account',
    rejection_comment = 'Second citizen-space account of the same citizen, closed (issue 27)'
  where r.status = 'accepted' and r.citizen_id is not null and exists (
    select 1 from registration_request f
    where f.citizen_id = r.citizen_id and f.status = 'accepted' and (f.decided_at, f.id) < (r.decided_at, r.id));
drop index registration_accepted_phone_idx;
create unique index registration_account_citizen_idx on registration_request (citizen_id) where status = 'accepted';
