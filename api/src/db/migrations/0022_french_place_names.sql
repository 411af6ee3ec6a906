-- The seeded names of regional directorates (DRS-, REG-) and health districts (CIRC-) said
-- "de" before every place: "de L'Ariana", "de Le Kef", "de Ariana Ville". The seed now writes
-- "de l'Ariana", "du Kef", "d'Ariana Ville" (seed/reference/french-place.ts); this brings the
-- databases seeded before it in line. Names typed by users are left alone.
update structure set name_fr = replace(name_fr, ' de L''', ' de l''') where code like 'DRS-%' and name_fr like '% de L''%';
update structure_group set name_fr = replace(name_fr, ' de L''', ' de l''') where (code like 'REG-%' or code like 'CIRC-%') and name_fr like '% de L''%';
update structure set name_fr = replace(name_fr, ' de Le ', ' du ') where code like 'DRS-%' and name_fr like '% de Le %';
update structure_group set name_fr = replace(name_fr, ' de Le ', ' du ') where (code like 'REG-%' or code like 'CIRC-%') and name_fr like '% de Le %';
update structure set name_fr = regexp_replace(name_fr, ' de ([AEIOUYÀÂÉÈÊÎÔ])', ' d''\1', 'g') where code like 'DRS-%' and name_fr ~ ' de [AEIOUYÀÂÉÈÊÎÔ]';
update structure_group set name_fr = regexp_replace(name_fr, ' de ([AEIOUYÀÂÉÈÊÎÔ])', ' d''\1', 'g') where (code like 'REG-%' or code like 'CIRC-%') and name_fr ~ ' de [AEIOUYÀÂÉÈÊÎÔ]';
