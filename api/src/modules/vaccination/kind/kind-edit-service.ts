import { ERROR_CODES, VACCINATION_ERROR_KEYS, type CatalogueKind, type FieldError, type KindDoseEditBody } from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { ApiError, throwIfInvalid } from '../../../http/errors.js';
import { uniqueViolation } from '../../../http/unique-violation.js';
import { actorOf, recordAudit } from '../../audit/index.js';
import { assertFolderOpen } from '../../medical-folder/index.js';
import { cautiousVaccines } from '../common/allergy-precautions.js';
import { visibleDoseOr404 } from '../common/dose-access.js';
import { editDose } from '../common/dose-edit.js';
import { deleteDoseRow, isReportedInMapi, lockedDoseRow } from '../common/dose-queries.js';
import { allergyConfirmationRequired, required, withoutDosePrefix } from '../common/errors.js';
import { refuseStillValid } from '../common/still-valid.js';
import { dropOrphanFile } from '../common/visit-file-service.js';
import { alreadyGivenIndex, alreadyGivenThatDay, kindDoseColumns, kindFieldErrors } from './kind-service.js';

/** The columns an edit replaces, as the audit row keeps them before and after. */
const EDITED_COLUMNS = [
  'dci_id',
  'vaccination_date',
  'lot_number',
  'specialty_id',
  'commercial_name',
  'injection_site',
  'place',
  'quantity',
  'campaign_id',
  'allergy_confirmed',
] as const;

/**
 * PUT /api/vaccination_{kind}/{param}/edit: an occasional or seasonal dose's fields replaced (spec 2
 * §4: edit replaces). The dose must be of the kind and of a child the caller sees (else 404); the
 * create's rules are checked again on the new values: the kind's vaccine, site, date not in the
 * future nor before birth, the campaign's dates (400), the same vaccine that day (409), an allergy
 * precaution (409 until confirmed, unless confirmed before for the same vaccine). Then the edit
 * (editDose): the folder open, the row and its audit row in one transaction.
 */
export async function editKindVaccination(db: Db, caller: Caller, kind: CatalogueKind, id: number, body: KindDoseEditBody): Promise<void> {
  const today = tunisToday();
  const { dose: row, child } = await visibleDoseOr404(db, caller, id, [kind]);
  const { allergyConfirmed, ...dose } = body;
  // The site is required on a new dose only: an edit keeps a dose recorded without one as it is, but does not erase one recorded.
  const siteErased: Record<string, FieldError[]> = !dose.injectionSite && row.injection_site ? { injectionSite: required } : {};
  throwIfInvalid({ ...withoutDosePrefix(await kindFieldErrors(db, kind, [dose], child.birthDate, today)), ...siteErased });
  if ((await alreadyGivenIndex(db, child.id, [dose], id)) >= 0) throw alreadyGivenThatDay('dci');
  await refuseStillValid(db, child.id, [{ dci: dose.dci, date: dose.vaccinationDate }], () => 'dci', { vaccination: id });
  const cautious = (await cautiousVaccines(db, child.id, [dose.dci])).has(dose.dci);
  const confirmedBefore = row.allergy_confirmed && row.dci_id === dose.dci;
  if (cautious && !confirmedBefore && allergyConfirmed !== true) throw allergyConfirmationRequired(['dci']);
  const values = { ...kindDoseColumns(kind, dose), allergy_confirmed: cautious };
  try {
    await editDose(db, caller, child, id, { columns: EDITED_COLUMNS, values: () => values, after: () => ({ kind, ...values }) });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw alreadyGivenThatDay('dci');
    throw error;
  }
}

/**
 * DELETE /api/vaccination_{kind}/{param}/delete: an occasional or seasonal dose removed, its fields
 * kept in the audit row (the child's), the folder open. A dose a MAPI report names is kept (409):
 * the report would lose its vaccine. Its supporting file goes with it when no other dose of the
 * visit points at it.
 */
export async function deleteKindVaccination(db: Db, caller: Caller, kind: CatalogueKind, id: number): Promise<void> {
  const { child } = await visibleDoseOr404(db, caller, id, [kind]);
  await db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    const before = await lockedDoseRow(trx, id);
    if (await isReportedInMapi(trx, id))
      throw new ApiError(409, {
        detail: 'A MAPI report names this vaccination: it cannot be deleted',
        errorCode: ERROR_CODES.ENTITY_ERROR,
        key: VACCINATION_ERROR_KEYS.vaccinationHasMapi,
      });
    await deleteDoseRow(trx, id);
    await dropOrphanFile(trx, before.file_id);
    const { citizen_id: _citizen, ...removed } = before;
    await recordAudit(trx, {
      ...actorOf(caller),
      action: 'delete_vaccination',
      entity: 'vaccination',
      citizenId: child.id,
      entityId: id,
      before: { evaxNumber: child.evaxNumber, ...removed },
    });
  });
}
