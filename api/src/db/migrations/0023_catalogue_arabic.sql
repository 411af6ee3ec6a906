-- The catalogue in both languages (issue 11): the DCI's Arabic name and the specialty's Arabic
-- presentation, optional (a page falls back to the French value). The seed "catalogue-arabic"
-- fills them for the seeded rows of a database seeded before this migration.
alter table dci add column name_ar varchar(200);
alter table specialty add column label_ar varchar(200);

-- Two DCIs with one Arabic name would be one choice in an Arabic drop-down (several nulls are allowed).
create unique index dci_name_ar_key on dci (name_ar);
-- The list's order on Arabic pages, as dci_active_name_idx serves the French order.
create index dci_active_name_ar_idx on dci (is_active, name_ar);

-- The form the free-text search compares Arabic in: diacritics (harakat, shadda, sukun, the
-- dagger alif) and tatweel removed, the alif forms (أ إ آ ٱ) read as ا, ى as ي, ة as ه, so
-- that a name typed with or without its vowel marks or hamza finds the row. The search is a
-- %text% match, which no btree serves; at catalogue sizes (tens of DCIs, a few thousand
-- specialties) a scan is below a millisecond, so it has no index (docs/decisions.md).
create function arabic_search_key(value text) returns text
  language sql immutable strict parallel safe
  as $$ select translate(regexp_replace(value, '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱىة', 'اااايه') $$;
