-- Issue 27, point 1: a citizen has one citizen-space account, which signs in with the citizen's
-- phone on record; a new phone goes through the phone change, with a code sent to the phone on
-- record (docs/decisions/security.md, "Registration requests: identity and scope"). The citizen
-- space's codes now say what they are for, and a phone change's code carries the new phone.
alter table citizen_space_code
  add column purpose varchar(12) not null default 'sign_in' check (purpose in ('sign_in', 'phone_change')),
  add column new_phone varchar(20);
alter table citizen_space_code add constraint citizen_space_code_new_phone_check check ((purpose = 'phone_change') = (new_phone is not null));
