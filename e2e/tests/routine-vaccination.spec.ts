import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  VACCINATION_API_PATHS,
  apiPath,
  type BookletEntryAnswer,
  type Language,
  type Paged,
  type RoutineFolder,
  type RoutineScheduleCounts,
  type RoutineVaccinationChildRow,
  type ScheduleState,
} from '@evax/shared/contract';
import { VACCINATION_ROUTES } from '../../remote-vaccination/src/route-paths';
import type { TranslationShape } from '@evax/shared/runtime';
import { ar } from '../../remote-vaccination/src/i18n/ar';
import { fr } from '../../remote-vaccination/src/i18n/fr';
import { ar as errorCatalogueAr } from '../../shared/src/ui/i18n/error-catalogue.ar';
import { fr as errorCatalogueFr } from '../../shared/src/ui/i18n/error-catalogue.fr';
import { agentApi, registerChild, type AgentApi } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// A health agent opens a child's vaccination booklet, vaccinates the next due dose with a lot and
// an injection site, sees it done and the next dose due, and is refused a dose given out of order
// with the rule's message; postpones a dose and cancels another with a reason; in French and in
// Arabic. The children are registered through the API.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const ERRORS = { fr: errorCatalogueFr, ar: errorCatalogueAr };
const SITES = { fr: 'Cuisse gauche', ar: 'الفخذ الأيسر' };

async function folderOf(request: APIRequestContext, api: AgentApi, evaxNumber: string): Promise<RoutineFolder> {
  const response = await request.get(apiPath(VACCINATION_API_PATHS.routineFolder, { param: evaxNumber }), { headers: api.headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as RoutineFolder;
}

const typedDate = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
const shownDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const label = (entry: BookletEntryAnswer, language: Language) => `${language === 'ar' ? entry.dciNameAr : entry.dciName} - ${entry.doseNumber}`;
const doseRow = (page: Page, entry: BookletEntryAnswer) => page.locator(`tr[data-dose="${entry.dciName} - ${entry.doseNumber}"]`);

async function fillDose(page: Page, language: 'fr' | 'ar', lot: string): Promise<void> {
  await page.locator('#routine-vaccination_lotNumber').fill(lot);
  await page.locator('#routine-vaccination_injectionSite').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(SITES[language]).click();
}

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`an agent vaccinates the next due dose and is refused one out of order (${language})`, async ({ page, request }) => {
    test.slow();
    const t = TEXTS[language].VACCINATION.ROUTINE;
    const errors = ERRORS[language].ERROR.CODE;
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const before = await folderOf(request, api, child.evaxNumber);
    const next = before.entries.find((e) => e.scheduleDose === before.nextDue)!;
    const laterDose = before.entries.find((e) => e.series === next.series && e.doseNumber === next.doseNumber + 2)!;

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', apiPath(VACCINATION_ROUTES.routineFolder, { evaxNumber: child.evaxNumber }));
    await expectDirection(page, language);
    await expect(page.getByTestId('next-due')).toContainText(label(next, language));

    // "Vaccinate" on the next due dose opens the form on it: a lot and a site, today's date.
    await doseRow(page, next).getByRole('button', { name: t.FOLDER.VACCINATE }).click();
    await expect(page).toHaveURL(new RegExp(`/new/${child.evaxNumber}\\?dose=${next.scheduleDose}$`));
    await fillDose(page, language, 'E2E-LOT-1');
    await page.locator('#routine-vaccination button[type="submit"]').click();

    // Back on the booklet: the dose done with its lot, the next one due.
    await expect(page.getByText(t.NEW.SAVED)).toBeVisible();
    await expect(doseRow(page, next).locator('[data-state="done"]')).toBeVisible();
    await expect(doseRow(page, next)).toContainText('E2E-LOT-1');
    const after = await folderOf(request, api, child.evaxNumber);
    const following = after.entries.find((e) => e.scheduleDose === after.nextDue)!;
    expect(following.scheduleDose).not.toBe(next.scheduleDose);
    await expect(page.getByTestId('next-due')).toContainText(label(following, language));

    // A dose out of order (the third before the second): refused with the rule's message, nothing recorded.
    await page.goto(apiPath(VACCINATION_ROUTES.routineNew, { evaxNumber: child.evaxNumber }));
    await page.locator('#routine-vaccination_scheduleDose').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(label(laterDose, language)).click();
    await fillDose(page, language, 'E2E-LOT-2');
    await page.locator('#routine-vaccination button[type="submit"]').click();
    await expect(page.getByText(errors.PREVIOUS_APPOINTMENT_NOT_VACCINATED).first()).toBeVisible();
    const unchanged = await folderOf(request, api, child.evaxNumber);
    expect(unchanged.entries.find((e) => e.scheduleDose === laterDose.scheduleDose)!.state).not.toBe('done');
  });
}

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`an agent postpones a dose and cancels another with a reason (${language})`, async ({ page, request }) => {
    test.slow();
    const t = TEXTS[language].VACCINATION.ROUTINE;
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const folder = await folderOf(request, api, child.evaxNumber);
    const [first, second] = folder.entries.filter((e) => e.state === 'overdue');
    const later = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', apiPath(VACCINATION_ROUTES.routineFolder, { evaxNumber: child.evaxNumber }));
    await expectDirection(page, language);

    await doseRow(page, first!).getByRole('button', { name: t.FOLDER.POSTPONE }).click();
    await page.locator('#dose-postpone_date').pressSequentially(typedDate(later));
    await page.locator('#dose-postpone_date').press('Tab');
    await page.locator('#dose-postpone button[type="submit"]').click();
    await expect(page.getByText(t.POSTPONE.DONE)).toBeVisible();
    await expect(doseRow(page, first!).locator('[data-state="postponed"]')).toBeVisible();
    await expect(doseRow(page, first!)).toContainText(shownDate(later));

    await doseRow(page, second!).getByRole('button', { name: t.FOLDER.CANCEL }).click();
    await expect(page.getByRole('dialog')).toContainText(t.CANCEL.WARNING);
    await page.locator('#dose-cancel_reason').fill('Contre-indication médicale');
    await page.locator('#dose-cancel button[type="submit"]').click();
    await expect(page.getByText(t.CANCEL.DONE)).toBeVisible();
    await expect(doseRow(page, second!).locator('[data-state="cancelled"]')).toBeVisible();
    await expect(doseRow(page, second!)).toContainText('Contre-indication médicale');
    await expect(doseRow(page, second!).getByRole('button')).toHaveCount(0);
  });
}

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`the entry counts the centre's children overdue and due; the list filters by schedule state (${language})`, async ({ page, request }) => {
    test.slow();
    const texts = TEXTS[language].VACCINATION;
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const listed = await request.get(`${VACCINATION_API_PATHS.routineVaccinationChildren}?search=${child.evaxNumber}`, { headers: api.headers });
    const state = ((await listed.json()) as Paged<RoutineVaccinationChildRow>).results[0]!.scheduleState;
    const other = state === 'complete' ? 'overdue' : 'complete';

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', VACCINATION_ROUTES.entry);
    const counts = (await (await request.get(VACCINATION_API_PATHS.routineScheduleCounts, { headers: api.headers })).json()) as RoutineScheduleCounts;
    const tags = page.getByTestId('routine-schedule-counts');
    await expect(tags).toContainText(texts.ENTRY.OVERDUE.replace('{{count}}', String(counts.overdue)));
    await expect(tags).toContainText(texts.ENTRY.DUE.replace('{{count}}', String(counts.due)));

    // The list with the child's state shows it; with another state, not.
    await page.goto(`${VACCINATION_ROUTES.routineList}?search=${child.evaxNumber}`);
    await expectDirection(page, language);
    await expect(page.getByText(child.evaxNumber)).toBeVisible();
    const chooseState = async (value: ScheduleState) => {
      await page.getByRole('combobox', { name: texts.ROUTINE.FILTERS.SCHEDULE_STATE }).click();
      await page.locator('.ant-select-dropdown:visible').getByTitle(texts.ROUTINE.SCHEDULE_STATES[value]).click();
      await expect(page).toHaveURL(new RegExp(`scheduleState=${value}`));
    };
    await chooseState(state);
    await expect(page.getByRole('row').filter({ hasText: child.evaxNumber })).toContainText(texts.ROUTINE.SCHEDULE_STATES[state]);
    await chooseState(other);
    await expect(page.getByText(child.evaxNumber)).toHaveCount(0);
  });
}
