import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { VaccinationTable } from '../../../db/schema.js';
import type { Caller } from '../../../http/context.js';
import { actorOf, recordAudit } from '../../audit/index.js';
import type { VisibleChild } from '../../citizen/index.js';
import { assertFolderOpen } from '../../medical-folder/index.js';
import { lockedDose, updateDose } from './dose-queries.js';

type DoseColumn = keyof VaccinationTable & string;
type DoseValues = Updateable<VaccinationTable>;

/** An edit of a given dose: the columns it replaces, and the values, once the row is locked and read. */
export interface DoseEdit<C extends DoseColumn> {
  /** The columns the edit may change, as the audit row keeps them before. */
  columns: readonly C[];
  /** The new values; `before` is the row as it was (a file kept or replaced). */
  values: (trx: Db, before: Pick<Selectable<VaccinationTable>, C>) => DoseValues | Promise<DoseValues>;
  /** What the audit row keeps after, beside the child's evax number. */
  after: (values: DoseValues) => Record<string, unknown>;
  /** Runs in the transaction once the row is written (a file no dose points at any more goes). */
  written?: (trx: Db, before: Pick<Selectable<VaccinationTable>, C>, values: DoseValues) => Promise<void>;
}

/**
 * The edit of a dose given, whatever its kind (spec 2 §4: edit replaces), once its rules have
 * passed: in one transaction, the folder open, the row locked and read, the new values written, and
 * one audit row (edit_vaccination, on the child's history) with the fields before and after.
 */
export async function editDose<C extends DoseColumn>(db: Db, caller: Caller, child: VisibleChild, id: number, edit: DoseEdit<C>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const before = await lockedDose(trx, id, edit.columns);
    const values = await edit.values(trx, before);
    await updateDose(trx, id, values);
    await edit.written?.(trx, before, values);
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'edit_vaccination',
      entity: 'vaccination',
      citizenId: child.id,
      entityId: id,
      before,
      after: { evaxNumber: child.evaxNumber, ...edit.after(values) },
    });
  });
}
