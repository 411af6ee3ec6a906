-- The child a health-data write concerns (the child itself, and from the medical folder and the
-- vaccination areas on, its growth, allergies, vaccinations ...), so the child's history tab reads
-- one index range whatever the entity written. No foreign key: a deleted child's trail stays.
alter table audit_log add column citizen_id integer;
update audit_log set citizen_id = entity_id::integer where entity = 'child';
create index audit_log_citizen_idx on audit_log (citizen_id, at desc, id desc) where citizen_id is not null;
