import { apiPath, DOCUMENTS_API_PATHS, FHIR_EXPORT, VACCINATION_API_PATHS as PATHS, VACCINATION_ERROR_KEYS, type RoutineFolder } from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { fhirR4Validator } from '../support/fhir-r4-schema.js';
import { childAged, doseIn, givenToday, postVisit } from './vaccination-support.js';

const fhirUrl = (evax: string) => apiPath(DOCUMENTS_API_PATHS.fhirExport, { param: evax });

interface Entry {
  fullUrl: string;
  resource: Record<string, unknown>;
}

describe.each(BACKENDS)('the FHIR R4 export of a child on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  let evax: string;
  let folder: RoutineFolder;
  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens = await tokensFor(t.app, ['superadmin', 'admin', 'agent', 'agent2']);
    call = callerFor(t.app, tokens);
    evax = await childAged(t, tokens['agent']!, 70);
    folder = (await call('GET', apiPath(PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
    const dose = givenToday(doseIn(folder, 'BCG', 1).scheduleDose, { lotNumber: 'LOT-BCG-42' });
    const given = await postVisit(t, tokens['agent']!, evax, [dose]);
    expect(given.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  test('a Bundle valid against the official FHIR R4 schema: the Patient and one Immunization per given dose', async () => {
    const response = await call('GET', fhirUrl(evax), 'agent');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(FHIR_EXPORT.mediaType);
    expect(response.headers['content-disposition']).toContain(`evax-${evax}.fhir.json`);
    expect(response.headers['cache-control']).toBe('no-store');
    const bundle = response.json<{ resourceType: string; type: string; entry: Entry[] }>();
    const validate = fhirR4Validator();
    expect(validate(bundle) ? [] : validate.errors).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });

    const [patient, ...immunizations] = bundle.entry;
    expect(patient!.fullUrl).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(patient!.resource).toMatchObject({
      resourceType: 'Patient',
      identifier: [{ system: FHIR_EXPORT.evaxNumberSystem, value: evax }],
      gender: folder.child.gender,
      birthDate: folder.child.birthDate,
    });
    const names = patient!.resource['name'] as { family: string; given: string[]; extension: { valueCode: string }[] }[];
    expect(names.map((name) => [name.extension[0]!.valueCode, name.given[0], name.family])).toEqual([
      ['fr', folder.child.firstNameFr, folder.child.lastNameFr],
      ['ar', folder.child.firstNameAr, folder.child.lastNameAr],
    ]);

    // Only the dose given: the routine booklet's planned doses are not immunizations.
    expect(immunizations).toHaveLength(1);
    const bcg = doseIn(folder, 'BCG', 1);
    expect(immunizations[0]!.resource).toMatchObject({
      resourceType: 'Immunization',
      status: 'completed',
      patient: { reference: patient!.fullUrl },
      occurrenceDateTime: tunisToday(),
      lotNumber: 'LOT-BCG-42',
      protocolApplied: [{ doseNumberPositiveInt: 1 }],
      vaccineCode: { coding: [{ system: FHIR_EXPORT.dciSystem, display: bcg.dciName }] },
    });
    expect((immunizations[0]!.resource['vaccineCode'] as { text: string }).text).toContain(bcg.dciName);
  });

  test('the schema catches a broken bundle (the check is real)', async () => {
    const valid = () => call('GET', fhirUrl(evax), 'agent').then((response) => response.json<{ entry: Entry[] }>());
    const badDate = await valid();
    badDate.entry[1]!.resource['occurrenceDateTime'] = '28/11/2026';
    expect(fhirR4Validator()(badDate)).toBe(false);
    const unknownField = await valid();
    unknownField.entry[0]!.resource['evaxNumber'] = evax;
    expect(fhirR4Validator()(unknownField)).toBe(false);
  });

  test("permissions: another centre's child reads as missing (404), a role without the booklet 403, no token 401", async () => {
    const url = fhirUrl(evax);
    const other = await call('GET', url, 'agent2');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.childNotFound });
    expect((await call('GET', url, 'admin')).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', fhirUrl('999999999'), 'agent')).statusCode).toBe(404);
    expect((await call('GET', url, 'superadmin')).statusCode).toBe(200);
  });
});
