import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { visibleChildOr404 } from '../../citizen/index.js';
import { folderHead } from '../common/folder-head.js';
import { fhirBundle } from './fhir-bundle.js';
import { givenDosesForFhir } from './fhir-queries.js';

/**
 * GET /api/children/{param}/fhir: a child the caller sees (else 404) and its given doses as a FHIR R4
 * Bundle. Read as the booklet is (audited outside the child's structure), as the calendar PDF is.
 */
export async function fhirExportOf(db: Db, caller: Caller, evaxNumber: string) {
  const child = await visibleChildOr404(db, caller, { evaxNumber }, { reads: 'booklet' });
  const doses = await givenDosesForFhir(db, child.id);
  return { fileName: `evax-${child.evaxNumber}.fhir.json`, bundle: fhirBundle({ child: folderHead(child), doses, now: new Date(), newId: randomUUID }) };
}
