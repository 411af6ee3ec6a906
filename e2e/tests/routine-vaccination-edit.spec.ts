import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  API_PATHS,
  MEDICAL_FOLDER_API_PATHS,
  VACCINATION_API_PATHS,
  apiPath,
  type BookletEntryAnswer,
  type RoutineFolder,
  type UserCreateRequest,
} from '@evax/shared/contract';
import { VACCINATION_ROUTES } from '../../remote-vaccination/src/route-paths';
import type { TranslationShape } from '@evax/shared/runtime';
import { tunisToday } from '@evax/shared/validation';
import { ar } from '../../remote-vaccination/src/i18n/ar';
import { fr } from '../../remote-vaccination/src/i18n/fr';
import { ar as errorCatalogueAr } from '../../shared/src/ui/i18n/error-catalogue.ar';
import { fr as errorCatalogueFr } from '../../shared/src/ui/i18n/error-catalogue.fr';
import { FIRST_PASSWORD, apiSignIn, uniqueName } from './account-support';
import { agentApi, registerChild, type AgentApi } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, signIn, useLanguage } from './support';

// Issue 14, routine vaccination continued: a health agent edits a past dose (edit-past-vaccination)
// while a vaccinator of the same centre, without that permission, is offered no edit and refused by
// the API, and gives the next vaccination instead; an agent vaccinates a child whose medical folder
// records an egg allergy against measles: warned, confirms, and the booklet shows the confirmation
// and the supporting file. In French and in Arabic; the children and the vaccinator are set up
// through the API.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const ERRORS = { fr: errorCatalogueFr, ar: errorCatalogueAr };
const SITES = { fr: 'Cuisse gauche', ar: 'الفخذ الأيسر' };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('carnet')]);

async function folderOf(request: APIRequestContext, api: AgentApi, evaxNumber: string): Promise<RoutineFolder> {
  const response = await request.get(apiPath(VACCINATION_API_PATHS.routineFolder, { param: evaxNumber }), { headers: api.headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as RoutineFolder;
}

const doseRow = (page: Page, entry: BookletEntryAnswer) => page.locator(`tr[data-dose="${entry.dciName} - ${entry.doseNumber}"]`);

/** A vaccinator (role VACCINATOR: vaccinates and gives the next vaccination, may not edit a past dose) of the agent's centre. */
async function vaccinatorOfAgentCentre(request: APIRequestContext, api: AgentApi, language: string): Promise<string> {
  const centre = api.session.profile.user.structuresDetails.find((s) => s.isDefault)!.structure.id;
  const admin = await apiSignIn(request, 'superadmin');
  const username = uniqueName('vaccinator', language as 'fr');
  const body: UserCreateRequest = {
    username,
    firstNameFr: 'Karim',
    lastNameFr: 'Mansouri',
    firstNameAr: 'كريم',
    lastNameAr: 'المنصوري',
    phone: null,
    password: FIRST_PASSWORD,
    firstLogin: false,
    structures: [{ structure: centre, role: 'VACCINATOR', isDefault: true }],
  };
  const response = await request.post(API_PATHS.users, { data: body, headers: { Authorization: `Bearer ${admin.access}` } });
  expect(response.status(), await response.text()).toBe(201);
  return username;
}

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`an agent edits a past dose; a vaccinator without the permission cannot, and gives the next vaccination (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const t = TEXTS[language].VACCINATION.ROUTINE;
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const before = await folderOf(request, api, child.evaxNumber);
    const given = before.entries.find((e) => e.scheduleDose === before.nextDue)!;
    const created = await request.post(VACCINATION_API_PATHS.vaccinationCreate, {
      headers: api.headers,
      data: {
        evaxNumber: child.evaxNumber,
        vaccines_set: [{ scheduleDose: given.scheduleDose, lotNumber: 'E2E-PAST', injectionSite: 'LEFT_THIGH', vaccinationDate: tunisToday() }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const [vaccinationId] = ((await created.json()) as { ids: number[] }).ids;

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', apiPath(VACCINATION_ROUTES.routineFolder, { evaxNumber: child.evaxNumber }));
    await expectDirection(page, language);
    await doseRow(page, given).getByRole('button', { name: t.FOLDER.EDIT }).click();
    await expect(page.locator('#dose-edit_lotNumber')).toHaveValue('E2E-PAST');
    await page.locator('#dose-edit_lotNumber').fill('E2E-EDITED');
    await page.locator('#dose-edit button[type="submit"]').click();
    await expect(page.getByText(t.EDIT.SAVED)).toBeVisible();
    await expect(doseRow(page, given)).toContainText('E2E-EDITED');

    // A vaccinator of the same centre: no edit offered, and the API refuses it (403); the next vaccination instead.
    const vaccinator = await vaccinatorOfAgentCentre(request, api, language);
    const session = await apiSignIn(request, vaccinator, FIRST_PASSWORD);
    const refused = await request.put(apiPath(VACCINATION_API_PATHS.vaccinationEdit, { param: String(vaccinationId) }), {
      headers: { Authorization: `Bearer ${session.access}` },
      data: { lotNumber: 'E2E-NOT-ALLOWED', injectionSite: 'LEFT_THIGH', vaccinationDate: tunisToday() },
    });
    expect(refused.status()).toBe(403);
    const other = await (await browser.newContext()).newPage();
    await useLanguage(other, language);
    await signIn(other, vaccinator, FIRST_PASSWORD);
    await other.goto(apiPath(VACCINATION_ROUTES.routineFolder, { evaxNumber: child.evaxNumber }));
    await expectDirection(other, language);
    await expect(doseRow(other, given)).toContainText('E2E-EDITED');
    await expect(doseRow(other, given).getByRole('button', { name: t.FOLDER.EDIT })).toHaveCount(0);
    const after = await folderOf(request, api, child.evaxNumber);
    const next = after.entries.find((e) => e.scheduleDose === after.nextDue)!;
    await other.getByRole('button', { name: t.FOLDER.NEXT }).click();
    await expect(other).toHaveURL(new RegExp(`/nex/${child.evaxNumber}$`));
    await other.locator('#routine-vaccination_lotNumber').fill('E2E-NEXT');
    await other.locator('#routine-vaccination_injectionSite').click();
    await other.locator('.ant-select-dropdown:visible').getByTitle(SITES[language]).click();
    await other.locator('#routine-vaccination button[type="submit"]').click();
    await expect(other.getByText(t.NEW.SAVED)).toBeVisible();
    await expect(doseRow(other, next).locator('[data-state="done"]')).toBeVisible();
    await expect(doseRow(other, next)).toContainText('E2E-NEXT');
  });
}

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`an egg allergy before measles: warned, confirmed, recorded with the supporting file (${language})`, async ({ page, request }) => {
    test.slow();
    const t = TEXTS[language].VACCINATION.ROUTINE;
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const allergy = await request.post(apiPath(MEDICAL_FOLDER_API_PATHS.allergyCreate, { param: child.evaxNumber }), {
      headers: api.headers,
      data: { type: 'EGG', name: "Blanc d'œuf" },
    });
    expect(allergy.status(), await allergy.text()).toBe(201);
    const folder = await folderOf(request, api, child.evaxNumber);
    const measles = folder.entries.find((e) => e.series === 'RR' && e.doseNumber === 1)!;
    expect(['due', 'overdue']).toContain(measles.state);

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', apiPath(VACCINATION_ROUTES.routineNew, { evaxNumber: child.evaxNumber }) + `?dose=${measles.scheduleDose}`);
    await expectDirection(page, language);
    await page.locator('#routine-vaccination_lotNumber').fill('E2E-RR');
    await page.locator('#routine-vaccination_injectionSite').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(SITES[language]).click();
    await page.locator('#routine-vaccination_file input[type="file"]').setInputFiles({ name: 'carnet.png', mimeType: 'image/png', buffer: PNG });
    await page.locator('#routine-vaccination button[type="submit"]').click();
    await expect(page.getByTestId('allergy-warning')).toBeVisible();
    await expect(page.getByText(ERRORS[language].ERROR.CODE.ALLERGY_CONFIRMATION_REQUIRED).first()).toBeVisible();
    expect((await folderOf(request, api, child.evaxNumber)).entries.find((e) => e.scheduleDose === measles.scheduleDose)!.state).not.toBe('done');

    await page.getByText(TEXTS[language].VACCINATION.DOSE.FIELDS.ALLERGY_CONFIRMED).click();
    await page.locator('#routine-vaccination button[type="submit"]').click();
    await expect(page.getByText(t.NEW.SAVED)).toBeVisible();
    await expect(doseRow(page, measles).locator('[data-state="done"]')).toBeVisible();
    await expect(doseRow(page, measles)).toContainText(TEXTS[language].VACCINATION.RECORD.ALLERGY_CONFIRMED);
    const download = page.waitForEvent('download');
    await doseRow(page, measles)
      .getByRole('button', { name: /carnet\.png/ })
      .click();
    expect((await download).suggestedFilename()).toBe('carnet.png');
  });
}
