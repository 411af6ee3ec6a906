-- Occasional and seasonal vaccination, allergy precautions (issue 14): the antigens a catalogue
-- vaccine protects against, so that vaccine_allergy_precaution (0032, by antigen) concerns them as
-- it concerns the routine schedule's doses (for example an egg allergy before seasonal influenza).
-- The values come from the seed `catalogue-antigens` (api/src/db/seed/reference/dci-catalogue.ts),
-- data the administrators can correct; empty: no precaution but those for every vaccine ('*').
alter table dci add column antigens text[] not null default '{}';
