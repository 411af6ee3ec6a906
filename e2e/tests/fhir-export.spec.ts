import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { FHIR_EXPORT, apiPath, type BookletEntryAnswer } from '@evax/shared/contract';
import { VACCINATION_ROUTES } from '../../remote-vaccination/src/route-paths';
import { ar } from '../../remote-vaccination/src/i18n/ar';
import { fr } from '../../remote-vaccination/src/i18n/fr';
import { fhirR4Validator } from '../../api/test/support/fhir-r4-schema';
import { agentApi, registerChild } from './child-card-support';
import { giveTwoDoses } from './document-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// Issue 35: a health agent exports a child's vaccinations as FHIR R4 from the routine booklet, in
// French and in Arabic. Two doses are given through the API on two past days; the file saved is
// the server's, valid against the official FHIR R4 JSON schema (the API test's, with ajv), and
// holds the child's Patient and one Immunization per given dose, on its day.
const BUTTON = { fr: fr.VACCINATION.ROUTINE.FOLDER.FHIR_EXPORT, ar: ar.VACCINATION.ROUTINE.FOLDER.FHIR_EXPORT };

interface Resource {
  resourceType: string;
  [field: string]: unknown;
}
interface Bundle {
  resourceType: string;
  type: string;
  entry: { fullUrl: string; resource: Resource }[];
}

const doseRow = (entry: BookletEntryAnswer) => `tr[data-dose="${entry.dciName} - ${entry.doseNumber}"]`;

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`the booklet's FHIR export downloads a bundle valid against FHIR R4, with the child and its given doses (${language})`, async ({ page, request }) => {
    const api = await agentApi(request);
    const { evaxNumber } = await registerChild(request, api);
    const { child, given } = await giveTwoDoses(request, api, evaxNumber);

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', apiPath(VACCINATION_ROUTES.routineFolder, { evaxNumber }));
    await expectDirection(page, language);
    for (const { entry } of given) await expect(page.locator(`${doseRow(entry)} [data-state="done"]`)).toBeVisible();
    const button = page.getByRole('button', { name: BUTTON[language] });
    await expect(button).toHaveText(BUTTON[language]);

    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`evax-${evaxNumber}.fhir.json`);
    const bundle = JSON.parse(await readFile(await file.path(), 'utf8')) as Bundle;

    const validate = fhirR4Validator();
    expect(validate(bundle) ? [] : validate.errors).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const [patient, ...immunizations] = bundle.entry;
    expect(patient!.resource).toMatchObject({
      resourceType: 'Patient',
      identifier: [{ system: FHIR_EXPORT.evaxNumberSystem, value: evaxNumber }],
      gender: child.gender,
      birthDate: child.birthDate,
    });
    // One Immunization per given dose, oldest first, on the day it was given, referring to the Patient.
    expect(immunizations.map(({ resource }) => resource.resourceType)).toEqual(['Immunization', 'Immunization']);
    given.forEach(({ entry, date, lot }, index) =>
      expect(immunizations[index]!.resource).toMatchObject({
        status: 'completed',
        patient: { reference: patient!.fullUrl },
        occurrenceDateTime: date,
        lotNumber: lot,
        vaccineCode: { coding: [{ system: FHIR_EXPORT.dciSystem, code: String(entry.dci), display: entry.dciName }] },
      }),
    );
  });
}
