import type { RabiesFiche } from '@evax/shared/contract';
import { resumedPlan } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { actorOf, recordAudit } from '../../audit/index.js';
import { assertFolderOpen } from '../../medical-folder/index.js';
import { dosesOf, lockedSheet, sheetInProgress, updateDose, updateSheet } from './rabies-queries.js';
import { AUDIT_ENTITY, readFiche, refused, rethrowSheetInProgress, sheetInProgressError, visibleSheetOr404 } from './rabies-service.js';

/**
 * POST fiche/{param}/reopen (beyond the spec, docs/decisions/vaccination.md): a sheet closed
 * temporarily (travel) is in progress again, its protocol resumed from today (`resumedPlan`), as
 * long as no other sheet of the citizen is in progress and the medical folder is open; audited.
 */
export async function reopenFiche(db: Db, caller: Caller, id: number, today: string): Promise<RabiesFiche> {
  const { sheet, child } = await visibleSheetOr404(db, caller, id);
  if (sheet.state !== 'TEMPORARILY_CLOSED') throw refused('notTemporarilyClosed', 'Only a temporarily closed sheet can be reopened');
  if ((await sheetInProgress(db, child.id)) !== null) throw sheetInProgressError();
  await db
    .transaction()
    .execute(async (trx) => {
      await assertFolderOpen(trx, child.id);
      const locked = await lockedSheet(trx, id);
      if (!locked || locked.state !== 'TEMPORARILY_CLOSED') throw refused('notTemporarilyClosed', 'Only a temporarily closed sheet can be reopened');
      const doses = await dosesOf(trx, id);
      const planned = resumedPlan(
        doses.map((d) => ({ plannedDate: d.planned_date, done: d.given_date !== null })),
        today,
      );
      const moved = doses.map((d, i) => ({ id: Number(d.id), from: d.planned_date, to: planned[i]! })).filter((d) => d.from !== d.to);
      for (const dose of moved) await updateDose(trx, dose.id, { planned_date: dose.to });
      const next = doses.findIndex((d) => d.given_date === null);
      await updateSheet(trx, id, { state: 'IN_PROGRESS', closure_reason: null, closed_at: null, next_dose_date: next >= 0 ? planned[next]! : null });
      await recordAudit(trx, {
        ...actorOf(caller),
        action: 'reopen',
        entity: AUDIT_ENTITY,
        citizenId: child.id,
        entityId: id,
        before: { state: locked.state, closure_reason: locked.closure_reason, planned: moved.map((d) => d.from) },
        after: { state: 'IN_PROGRESS', planned: moved.map((d) => d.to) },
      });
    })
    .catch(rethrowSheetInProgress);
  return readFiche(db, caller, id, today);
}
