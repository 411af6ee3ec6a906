-- Issue 34, the audit log viewer: the whole trail newest first, and filtered by the structure
-- acted from or by entity and action, each read in (at, id) order a page at a time.
create index audit_log_time_idx on audit_log (at desc, id desc);
create index audit_log_structure_time_idx on audit_log (structure_id, at desc, id desc) where structure_id is not null;
create index audit_log_entity_action_idx on audit_log (entity, action, at desc, id desc);
