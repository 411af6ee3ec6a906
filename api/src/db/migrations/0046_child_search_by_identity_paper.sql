-- A child found by an identity paper (issue 30): its own passport, or a parent's national
-- identity card or passport (babies have no papers of their own). The passport indexes of 0024
-- lead with the nationality, which the search does not know, and compare as typed; these serve an
-- equality on the number alone, whatever its case. Whole indexes, not partial ones: ANALYZE keeps
-- the statistics of an expression index only when it is not partial, and without them the planner
-- preferred scanning every passport of 0024's index. The parent's card has parent_national_id_idx,
-- the parent's children child_parent_parent_idx.
create index parent_passport_number_idx on parent (upper(passport_number));
create index citizen_passport_number_idx on citizen (upper(passport_number));
