-- Issue 30, spec 2 §8 "vaccine still valid into the future for this evax number": how long a dose
-- of the DCI protects, in days; another dose of it within that time is refused. Null: no such rule
-- (the routine schedule's doses follow their own: intervals, a single dose given once). 36500 days
-- reads as lifelong. The seeded DCIs get theirs from the 'catalogue-validity' seed.
alter table dci add column validity_days integer check (validity_days between 1 and 36500);
