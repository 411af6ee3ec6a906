import { sql, type RawBuilder } from 'kysely';
import { escapeLike } from './list-query.js';

/**
 * A free-text search on an Arabic column: `column` holds `search` somewhere, both compared in
 * the folded form of arabic_search_key (migration 0023: diacritics and tatweel removed, the
 * alif forms, ى/ي and ة/ه merged), so a name typed with or without its vowel marks or hamza
 * finds the row. A null column matches nothing.
 */
export const arabicContains = (column: RawBuilder<unknown>, search: string) =>
  sql<boolean>`arabic_search_key(${column}) like '%' || arabic_search_key(${escapeLike(search)}) || '%'`;
