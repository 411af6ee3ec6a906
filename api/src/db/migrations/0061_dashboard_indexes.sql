-- Issue 33: the home statistics (docs/decisions/dashboards.md, "Speed"). The doses done are
-- counted by day (any area: the structure and the figures are in the index, no heap read on a
-- visible page) and by structure and day (a centre's or a circonscription's dashboard).
create index vaccination_done_date_idx on vaccination (vaccination_date)
  include (structure_id, dci_id, certificate_verified, citizen_id) where status = 2;
create index vaccination_done_structure_date_idx on vaccination (structure_id, vaccination_date)
  include (dci_id, certificate_verified, citizen_id) where status = 2;
-- The citizen-space accounts accepted, by the day they were decided.
create index registration_accepted_decided_idx on registration_request (decided_at)
  include (structure_id, governorate_id) where status = 'accepted';
