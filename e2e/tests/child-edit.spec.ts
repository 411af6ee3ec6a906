import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ACCOUNT_API_PATHS,
  CITIZEN_API_PATHS,
  VACCINATION_API_PATHS,
  apiPath,
  type BookletEntryAnswer,
  type ChildWithNewParentRequest,
  type RoutineFolder,
} from '@evax/shared/contract';
import { dayNumber, isoDay, tunisToday } from '@evax/shared/validation';
import type { TranslationShape } from '@evax/shared/runtime';
import { VACCINATION_ROUTES } from '../../remote-vaccination/src/route-paths';
import { ar } from '../../remote-citizen/src/i18n/ar';
import { fr } from '../../remote-citizen/src/i18n/fr';
import { childAddAr } from '../../remote-citizen/src/child/i18n/add.ar';
import { childAddFr } from '../../remote-citizen/src/child/i18n/add.fr';
import { ar as errorCatalogueAr } from '../../shared/src/ui/i18n/error-catalogue.ar';
import { fr as errorCatalogueFr } from '../../shared/src/ui/i18n/error-catalogue.fr';
import { agentApi, randomNationalId, randomPhone, type AgentApi } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// Issue 30: a health agent corrects a child's birth date from the card's edit menu: before saving,
// the form says which doses of the booklet change state; saved, the booklet's states follow and the
// history shows the birth date before and after; a child of the same names born on the new date is
// shown as a likely duplicate, and the agent confirms it is another child. A birth date after a dose
// already given is refused with the dose's day. In French and in Arabic; the child and its dose are set up through the API.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const ERRORS = { fr: errorCatalogueFr, ar: errorCatalogueAr };
const ADD_TEXTS = { fr: childAddFr, ar: childAddAr };

const daysAgo = (days: number) => isoDay(dayNumber(tunisToday()) - days);
const shown = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const typed = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

/** A boy (Adam Jendoubi) born `ageDays` ago in the first governorate (the form requires one, as the add form), with his mother, registered at the agent's centre; his evax number. */
async function childBornDaysAgo(request: APIRequestContext, api: AgentApi, ageDays: number): Promise<string> {
  const governorates = (await (await request.get(ACCOUNT_API_PATHS.governorates, { headers: api.headers })).json()) as { id: number }[];
  const body: ChildWithNewParentRequest = {
    child: {
      firstNameFr: 'Adam',
      lastNameFr: 'Jendoubi',
      firstNameAr: 'آدم',
      lastNameAr: 'الجندوبي',
      birthDate: daysAgo(ageDays),
      gender: 'male',
      birthGovernorate: governorates[0]!.id,
    },
    parent: { firstNameFr: 'Ines', lastNameFr: 'Jendoubi', firstNameAr: 'إيناس', lastNameAr: 'الجندوبي', phone: randomPhone(), nationalId: randomNationalId() },
    role: 'mother',
    confirmNotDuplicate: true,
  };
  const response = await request.post(CITIZEN_API_PATHS.childCreate, { headers: api.headers, data: body });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { evaxNumber: string }).evaxNumber;
}

async function folderOf(request: APIRequestContext, api: AgentApi, evaxNumber: string): Promise<RoutineFolder> {
  const response = await request.get(apiPath(VACCINATION_API_PATHS.routineFolder, { param: evaxNumber }), { headers: api.headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as RoutineFolder;
}

const doseRow = (page: Page, entry: BookletEntryAnswer) => page.locator(`tr[data-dose="${entry.dciName} - ${entry.doseNumber}"]`);

async function openEdit(page: Page, t: (typeof TEXTS)['fr']['CITIZEN']) {
  await page.getByTestId('child-edit-menu').click();
  await page.getByRole('menuitem', { name: t.CHILD.MENU.EDIT }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('#child-edit_firstNameFr')).toHaveValue('Adam');
  return dialog;
}

async function typeBirthDate(page: Page, iso: string) {
  const input = page.locator('#child-edit_birthDate');
  await input.fill('');
  await input.pressSequentially(typed(iso));
  await input.press('Tab');
}

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`an agent corrects a child's birth date: the booklet follows, the history shows it; a date after a given dose is refused (${language})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const t = TEXTS[language].CITIZEN;
    const errors = ERRORS[language].ERROR.CODE;
    const api = await agentApi(request);
    // Born 20 days ago, the birth dose given 10 days ago: the 2-month doses are still to come.
    const born = daysAgo(20);
    const evaxNumber = await childBornDaysAgo(request, api, 20);
    // A child of the same names born 100 days ago: the correction below makes them look alike.
    const twin = await childBornDaysAgo(request, api, 100);
    const before = await folderOf(request, api, evaxNumber);
    const birthDose = before.entries.find((e) => e.scheduleDose === before.nextDue)!;
    const givenOn = daysAgo(10);
    const given = await request.post(VACCINATION_API_PATHS.vaccinationCreate, {
      headers: api.headers,
      data: {
        evaxNumber,
        certificateVerified: true,
        vaccines_set: [{ scheduleDose: birthDose.scheduleDose, lotNumber: 'E2E-BIRTH', injectionSite: 'LEFT_THIGH', vaccinationDate: givenOn }],
      },
    });
    expect(given.status(), await given.text()).toBe(201);
    // A dose at 2 months that is the first of its series (no earlier dose keeps it waiting).
    const { entries } = await folderOf(request, api, evaxNumber);
    const twoMonths = entries.find(
      (e) => e.ageDays >= 56 && e.ageDays <= 62 && e.state === 'not_yet' && !entries.some((o) => o.series === e.series && o.doseNumber < e.doseNumber),
    )!;
    expect(twoMonths).toBeDefined();

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', apiPath(VACCINATION_ROUTES.routineFolder, { evaxNumber }));
    await expectDirection(page, language);
    await expect(doseRow(page, twoMonths).locator('[data-state="not_yet"]')).toBeVisible();

    // The correction: born 100 days ago. Before saving, the dose is said to change from "to come" to "overdue".
    const corrected = daysAgo(100);
    await page.goto(`/admin/child/${evaxNumber}`);
    let dialog = await openEdit(page, t);
    await expect(dialog.locator('#child-edit_birthDate')).toHaveValue(shown(born));
    await typeBirthDate(page, corrected);
    const changes = dialog.getByTestId('birth-date-changes');
    await expect(changes).toContainText(t.CHILD_EDIT.CHANGES.TITLE);
    const label = `${language === 'ar' ? twoMonths.dciNameAr : twoMonths.dciName} - ${twoMonths.doseNumber}`;
    const changed = changes.locator('tr', { hasText: label });
    await expect(changed).toContainText(t.CHILD_EDIT.STATES.not_yet);
    await expect(changed).toContainText(t.CHILD_EDIT.STATES.overdue);
    await dialog.locator('#child-edit button[type="submit"]').click();
    // The likely duplicate among the other children is shown; the agent says it is another child.
    await expect(dialog.getByText(twin)).toBeVisible();
    await dialog.getByRole('button', { name: ADD_TEXTS[language].CITIZEN.CHILD_ADD.DUPLICATES.CONFIRM }).click();
    await expect(page.getByText(t.CHILD_EDIT.SAVED)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The history: the correction first, the birth date before and after.
    await page.getByRole('tab', { name: t.CHILD.TABS.HISTORY }).click();
    const first = page.locator('.evax-child-history .ant-table-row').first();
    await expect(first.locator('td:nth-child(3)')).toHaveText(t.HISTORY.ACTIONS.update_confirmed_not_duplicate);
    await first.locator('.ant-table-row-expand-icon').click();
    const detail = page.locator('.evax-child-history .ant-table-expanded-row').first();
    await expect(detail).toContainText(shown(born));
    await expect(detail).toContainText(shown(corrected));
    await expect(detail).toContainText(t.CHILD.FIELDS.BIRTH_DATE);

    // The booklet: the dose is now overdue.
    await page.goto(apiPath(VACCINATION_ROUTES.routineFolder, { evaxNumber }));
    await expect(doseRow(page, twoMonths).locator('[data-state="overdue"]')).toBeVisible();

    // A birth date after the dose given 10 days ago: refused with the dose's day, nothing saved.
    await page.goto(`/admin/child/${evaxNumber}`);
    dialog = await openEdit(page, t);
    await typeBirthDate(page, daysAgo(5));
    await dialog.locator('#child-edit button[type="submit"]').click();
    await expect(dialog.getByText(errors.VALIDATION.BIRTH_DATE_AFTER_GIVEN_DOSE.replace('{{date}}', shown(givenOn)))).toBeVisible();
    const record = await request.get(apiPath(CITIZEN_API_PATHS.childDetail, { param: evaxNumber }), { headers: api.headers });
    expect(((await record.json()) as { birthDate: string }).birthDate).toBe(corrected);
  });
}
