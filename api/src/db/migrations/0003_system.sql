-- Settings the server keeps for itself, the seeds already run, the audit log.

create table app_setting (
  key varchar(100) primary key,
  value text not null,
  created_at timestamptz not null default now()
);

create table seed_run (
  name varchar(50) primary key,
  ran_at timestamptz not null default now()
);

-- Who changed what, when, with the row before and after (health data writes).
create table audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  user_id integer references app_user (id) on delete set null,
  action varchar(30) not null,
  entity varchar(50) not null,
  entity_id varchar(50) not null,
  before jsonb,
  after jsonb
);
create index audit_log_entity_idx on audit_log (entity, entity_id);
create index audit_log_user_idx on audit_log (user_id, at);
