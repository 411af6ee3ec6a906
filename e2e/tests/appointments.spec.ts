import { expect, test } from './fixtures';
import { API_PATHS, VACCINATION_API_PATHS, apiPath, type CalendarAnswer, type RoutineFolder } from '@evax/shared/contract';
import { VACCINATION_ROUTES as ROUTES } from '../../remote-vaccination/src/route-paths';
import { widgetsAr } from '../../shared/src/ui/i18n/widgets.ar';
import { widgetsFr } from '../../shared/src/ui/i18n/widgets.fr';
import { agentApi, registerChild } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, tunisDay, useLanguage } from './support';

// Appointments (issue 32): a child's due dose postponed to tomorrow through the API is an event of
// the agent's calendar, read in the month, week and day views; the event opens the child's booklet.
const CALENDAR = { fr: widgetsFr.WIDGETS.CALENDAR, ar: widgetsAr.WIDGETS.CALENDAR };

for (const language of LANGUAGES_UNDER_TEST) {
  test(`appointments: tomorrow's appointment in the calendar's month, week and day views (${language})`, async ({ page, request }) => {
    const words = CALENDAR[language as 'fr' | 'ar'];
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const folder = (await (
      await request.get(apiPath(VACCINATION_API_PATHS.routineFolder, { param: child.evaxNumber }), { headers: api.headers })
    ).json()) as RoutineFolder;
    const due = folder.entries.find((e) => e.state === 'due' || e.state === 'overdue')!;
    const postponed = await request.post(apiPath(VACCINATION_API_PATHS.vaccinationPostpone, { param: child.evaxNumber }), {
      headers: api.headers,
      data: { scheduleDose: due.scheduleDose, date: tunisDay(1) },
    });
    expect(postponed.status(), await postponed.text()).toBe(204);

    // The child's event, by its id: first names repeat between children of the journeys.
    const dmy = (iso: string) => iso.split('-').reverse().join('/');
    const tomorrowsEvents = (await (
      await request.get(API_PATHS.appointmentsCalendar, { headers: api.headers, params: { start: dmy(tunisDay(1)), end: dmy(tunisDay(1)) } })
    ).json()) as CalendarAnswer;
    const eventId = tomorrowsEvents.events.find((e) => e.folders[0]?.evaxNumber === child.evaxNumber)!.id;

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', ROUTES.appointmentsCalendar);
    await expectDirection(page, language);
    const name = language === 'ar' ? child.firstNameAr : child.firstNameFr;
    const ours = `[data-event-id="${eventId}"]`;
    const tomorrow = page.locator(`[data-date="${tunisDay(1)}"]`);
    // Month view, once drawn (tomorrow may be next month's first day: then next).
    await expect(page.locator('[data-date]').first()).toBeVisible();
    if ((await tomorrow.count()) === 0) await page.getByRole('button', { name: words.NEXT }).click();
    await expect(tomorrow.locator(ours)).toContainText(name);
    // Each view is drawn before tomorrow is looked for (the month's cell would still count).
    const calendar = page.locator('.evax-calendar');
    await page.getByText(words.WEEK, { exact: true }).click();
    await expect(calendar).toHaveAttribute('data-view', 'week');
    // From a Sunday in French, tomorrow is next week's first day.
    if ((await tomorrow.count()) === 0) await page.getByRole('button', { name: words.NEXT }).click();
    await expect(tomorrow.locator(ours)).toContainText(name);
    // The day view opens on the date the week view was moved to: back to today, then one day on.
    await page.getByText(words.DAY, { exact: true }).click();
    await expect(calendar).toHaveAttribute('data-view', 'day');
    await page.getByRole('button', { name: words.TODAY, exact: true }).click();
    await page.getByRole('button', { name: words.NEXT }).click();
    const event = page.locator(`.evax-calendar-day ${ours}`);
    await expect(event).toContainText(name);
    await event.click();
    await expect(page).toHaveURL(new RegExp(`/routine-vaccination/vaccinationFolder/${child.evaxNumber}$`));
  });
}
