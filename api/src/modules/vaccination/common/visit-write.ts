import { VACCINATION_STATUS } from '@evax/shared/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { VaccinationTable } from '../../../db/schema.js';
import type { Caller } from '../../../http/context.js';
import type { SupportingFile } from '../../../http/uploaded-file.js';
import { actorOf, recordAudit } from '../../audit/index.js';
import type { VisibleChild } from '../../citizen/index.js';
import { assertFolderOpen } from '../../medical-folder/index.js';
import { storeVisitFile } from './visit-file-service.js';

/** What every dose of a visit records: the child, where and by whom, the visit's file, given. */
export type VisitColumns = Pick<Insertable<VaccinationTable>, 'citizen_id' | 'structure_id' | 'file_id' | 'status' | 'created_by'>;

/** A dose written: its id, the audit's action, the row before (an appointment given) and the values written. */
export interface DoseWritten {
  id: number;
  action: string;
  before?: Record<string, unknown> | null;
  values: Insertable<VaccinationTable>;
}

/**
 * The doses of a visit written, all or none, once their rules have passed, whatever the kind: in
 * one transaction, the folder open (assertFolderOpen), the visit's supporting file stored, then each
 * dose (`write`) and its audit row on the child's history, with the values written (the child named
 * by its evax number).
 */
export async function recordVisit<D>(
  db: Db,
  caller: Caller,
  child: VisibleChild,
  file: SupportingFile | null,
  doses: readonly D[],
  write: (trx: Db, dose: D, visit: VisitColumns) => Promise<DoseWritten>,
): Promise<{ ids: number[] }> {
  const structureId = caller.structure?.id ?? null;
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const visit: VisitColumns = {
      citizen_id: child.id,
      structure_id: structureId,
      file_id: await storeVisitFile(trx, file, caller.userId),
      status: VACCINATION_STATUS.done,
      created_by: caller.userId,
    };
    const ids: number[] = [];
    for (const dose of doses) {
      const { id, action, before = null, values } = await write(trx, dose, visit);
      const { citizen_id: _citizen, ...recorded } = values;
      await recordAudit(trx, {
        ...actorOf(caller),
        action,
        entity: 'vaccination',
        citizenId: child.id,
        entityId: id,
        before,
        after: { evaxNumber: child.evaxNumber, ...recorded },
      });
      ids.push(id);
    }
    return { ids };
  });
}
