import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { VACCINATION_API_PATHS, apiPath, type BookletEntryAnswer, type RoutineFolder } from '@evax/shared/contract';
import { VACCINATION_ROUTES as ROUTES } from '../../remote-vaccination/src/route-paths';
import { ar } from '../../remote-vaccination/src/i18n/ar';
import { fr } from '../../remote-vaccination/src/i18n/fr';
import { agentApi, registerChild } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, tunisDay, useLanguage } from './support';

// Appointments (issue 32): an agent books two doses of a newborn for today from the booklet; the
// day's list of the centre shows both as planned; the agent vaccinates one from its row (the
// vaccination form opens on that dose) and cancels the other with a reason; the list then shows
// one done and one cancelled. The child is registered through the API.
const TEXTS = { fr: fr.VACCINATION, ar: ar.VACCINATION };
const SITES = { fr: 'Cuisse gauche', ar: 'الفخذ الأيسر' };
const typedDate = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;
const doseRow = (page: Page, entry: BookletEntryAnswer) => page.locator(`tr[data-dose="${entry.dciName} - ${entry.doseNumber}"]`);

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`appointments booked from the booklet for today, vaccinated and cancelled from the day's list (${language})`, async ({ page, request }) => {
    const t = TEXTS[language];
    const api = await agentApi(request);
    const child = await registerChild(request, api, tunisDay(0));
    const folder = (await (
      await request.get(apiPath(VACCINATION_API_PATHS.routineFolder, { param: child.evaxNumber }), { headers: api.headers })
    ).json()) as RoutineFolder;
    const [first, second] = folder.entries.filter((e) => e.state === 'due' && e.ageDays === 0) as [BookletEntryAnswer, BookletEntryAnswer];
    expect(second, 'two doses due at birth').toBeDefined();

    // Booked from the booklet, for today.
    await useLanguage(page, language);
    await openSignedIn(page, 'agent', apiPath(ROUTES.routineFolder, { evaxNumber: child.evaxNumber }));
    await expectDirection(page, language);
    for (const entry of [first, second]) {
      await doseRow(page, entry).getByRole('button', { name: t.ROUTINE.FOLDER.BOOK }).click();
      await page.locator('#dose-book_date').pressSequentially(typedDate(tunisDay(0)));
      await page.locator('#dose-book_date').press('Tab');
      await page.locator('#dose-book button[type="submit"]').click();
      await expect(doseRow(page, entry).getByTestId('appointment-date')).toBeVisible();
      await expect(doseRow(page, entry).getByRole('button', { name: t.ROUTINE.FOLDER.BOOK })).toHaveCount(0);
    }

    // The day's list: both planned, each offering vaccinate, postpone and cancel.
    await page.goto(`${ROUTES.appointmentsToday}?search=${child.evaxNumber}`);
    const rows = page.locator('.ant-table-row');
    await expect(rows).toHaveCount(2);
    const row = (entry: BookletEntryAnswer) => rows.filter({ hasText: `${language === 'ar' ? entry.dciNameAr : entry.dciName} ${entry.doseNumber}` });
    for (const entry of [first, second]) await expect(row(entry).locator('.ant-tag')).toHaveText(t.APPOINTMENTS.STATUS.PLANNED);

    // Vaccinated from its row: the form opens on that dose.
    await row(first).getByRole('button', { name: t.APPOINTMENTS.VACCINATE }).click();
    await expect(page).toHaveURL(new RegExp(`/routine-vaccination/new/${child.evaxNumber}\\?dose=${first.scheduleDose}$`));
    await page.locator('#routine-vaccination_lotNumber').fill('BOOK-E2E');
    await page.locator('#routine-vaccination_injectionSite').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(SITES[language]).click();
    await page.locator('#routine-vaccination button[type="submit"]').click();
    await expect(page.getByText(t.ROUTINE.NEW.SAVED)).toBeVisible();

    // Cancelled from its row, with a reason.
    await page.goto(`${ROUTES.appointmentsToday}?search=${child.evaxNumber}`);
    await row(second).getByRole('button', { name: t.APPOINTMENTS.CANCEL.ACTION }).click();
    await page
      .getByRole('dialog')
      .locator('textarea')
      .fill(language === 'ar' ? 'موانع طبية' : 'Contre-indication médicale');
    await page.getByRole('dialog').locator('button[type="submit"]').click();
    await expect(page.getByText(t.APPOINTMENTS.CANCEL.DONE)).toBeVisible();
    await expect(row(first).locator('.ant-tag')).toHaveText(t.APPOINTMENTS.STATUS.DONE);
    await expect(row(second).locator('.ant-tag')).toHaveText(t.APPOINTMENTS.STATUS.CANCELLED);
  });
}
