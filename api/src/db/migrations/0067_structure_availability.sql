-- Appointments (issue 32; spec 3 §3 "unavailability period", §8 its messages): a structure's
-- default weekly availability, one per structure (its primary key: 'You only have one default
-- availability per structure'), and its unavailability periods (holidays, stock-outs).
create table structure_availability (
  structure_id integer primary key references structure (id) on delete cascade,
  -- ISO days of the week the structure vaccinates: 1 Monday ... 7 Sunday.
  week_days smallint[] not null check (cardinality(week_days) between 1 and 7 and week_days <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[]),
  opens_at time not null,
  closes_at time not null check (closes_at > opens_at),
  slot_minutes smallint not null check (slot_minutes between 5 and 240),
  capacity_per_slot smallint not null check (capacity_per_slot between 1 and 500),
  updated_by integer references app_user (id) on delete set null,
  updated_at timestamptz not null default now()
);

create table structure_unavailability (
  id integer generated always as identity primary key,
  structure_id integer not null references structure (id) on delete cascade,
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  reason varchar(200) not null,
  -- A period set as not editable (a national holiday) can be neither changed nor removed.
  editable boolean not null default true,
  created_by integer references app_user (id) on delete set null,
  created_at timestamptz not null default now()
);
-- A structure's periods over a day or a month: the postpone check and the calendar.
create index structure_unavailability_structure_idx on structure_unavailability (structure_id, end_date, start_date);

-- A centre's appointments of a day, or of a month of its calendar: the routine rows not given yet
-- (planned, postponed) by structure and date; the done and cancelled rows of the day come from
-- vaccination_structure_date_idx.
create index vaccination_appointment_idx on vaccination (structure_id, vaccination_date, id)
  where kind = 'routine' and status in (1, 3);
