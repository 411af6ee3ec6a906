import { PAPER_SEARCH_LIMIT, type ChildRow } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { childrenWithPaper, toChildRow } from './queries.js';
import { recordRead } from './visible-child.js';

/**
 * The search page's look-up by an identity paper (issue 30): the children of the caller's scope
 * whose own national identity card or passport it is, or a parent's (a baby has no papers; its
 * mother's card finds it and its brothers and sisters). At most PAPER_SEARCH_LIMIT. Audited as the
 * evax search is (issue 27): a child found outside the caller's structure leaves a read row
 * (`search`) in its history, since the answer tells who a person's children are.
 */
export async function childrenByPaper(db: Db, caller: Caller, paper: string): Promise<ChildRow[]> {
  const rows = await childrenWithPaper(db, caller, paper, PAPER_SEARCH_LIMIT);
  for (const row of rows) if (caller.structure?.id !== row.structure_id) await recordRead(db, caller, row, 'search');
  return rows.map(toChildRow);
}
