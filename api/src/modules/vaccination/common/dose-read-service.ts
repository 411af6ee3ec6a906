import { hasPermission, type VaccinationDetail } from '@evax/shared/contract';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { forbidden } from '../../../http/errors.js';
import { vaccinationNotFound, visibleDoseOr404 } from './dose-access.js';
import { doseDetail } from './dose-queries.js';
import { recorderOf } from './recorder-queries.js';
import { VIEW_OF_KIND, type FileKind } from './visit-file-service.js';

const KINDS = Object.keys(VIEW_OF_KIND) as FileKind[];

/**
 * GET /api/vaccination/{param} (spec 2 §7): a routine, occasional or seasonal vaccination of a
 * child the caller may see (else 404, as a missing one), under the view permission of its kind
 * (else 403); the read is audited as the child gate audits reads from outside its structure.
 */
export async function readVaccination(db: Db, caller: Caller, id: number): Promise<VaccinationDetail> {
  const { dose } = await visibleDoseOr404(db, caller, id, KINDS, 'vaccinations');
  if (!hasPermission(caller, VIEW_OF_KIND[dose.kind as FileKind])) throw forbidden();
  const row = await doseDetail(db, id, KINDS);
  if (!row) throw vaccinationNotFound();
  return {
    id: Number(row.id),
    kind: row.kind as FileKind,
    evaxNumber: row.evax_number,
    status: row.status,
    dci: row.dci_id,
    dciName: row.dci_name,
    dciNameAr: row.dci_name_ar ?? row.dci_name,
    scheduleDose: row.schedule_dose_id,
    vaccinationDate: row.vaccination_date,
    lotNumber: row.lot_number,
    commercialName: row.commercial_name,
    injectionSite: row.injection_site,
    place: row.place,
    quantity: row.quantity,
    allergyConfirmed: row.allergy_confirmed,
    fileName: row.file_name,
    campaign: row.campaign_id,
    country: row.country,
    internationalReference: row.international_reference,
    location: row.location,
    ...recorderOf(row),
  };
}
