-- Security (docs/decisions.md, "Security: one-time codes and the SMS outbox"): the outbox is a
-- delivery log that administrators read, so it keeps the one-time codes masked, and it names
-- the account each message is for, so that reading it is scoped like the rest. The whole text
-- is kept apart (dev_body) only with the development switch EVAX_SMS_DEV_OUTBOX=1.
alter table sms_outbox add column user_id integer references app_user (id) on delete set null;
alter table sms_outbox add column dev_body text;
create index sms_outbox_user_idx on sms_outbox (user_id, id);

-- The codes already there: every run of 4 digits or more is masked.
update sms_outbox set body = regexp_replace(body, '[0-9]{4,}', '******', 'g') where body ~ '[0-9]{4,}';

-- Earlier messages went to their account's phone (the phone change's new number: no account, national level only).
update sms_outbox o set user_id = u.id
  from app_user u
  where u.phone is not null and regexp_replace(u.phone, '[^0-9]', '', 'g') = regexp_replace(o.to_phone, '[^0-9]', '', 'g');
