import { expect, test } from './fixtures';
import {
  APPOINTMENT_API_PATHS,
  VACCINATION_API_PATHS,
  apiPath,
  type BookletEntryAnswer,
  type RoutineFolder,
  type StructureAvailability,
} from '@evax/shared/contract';
import { VACCINATION_ROUTES as ROUTES } from '../../remote-vaccination/src/route-paths';
import { ar } from '../../remote-vaccination/src/i18n/ar';
import { fr } from '../../remote-vaccination/src/i18n/fr';
import { agentApi, registerChild } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, tunisDay, useLanguage } from './support';

// Appointments (issue 32): at agent2's centre (CSB-11-2, which no other journey's appointments use),
// open every day with room, one day closed by an unavailability period; a newborn's dose booked for
// today through the API. From the day's list the agent postpones it: the closed day cannot be
// picked, a free day can; the appointment leaves today's list and the booklet shows it postponed.
const TEXTS = { fr: fr.VACCINATION, ar: ar.VACCINATION };
const WEEK = { weekDays: [1, 2, 3, 4, 5, 6, 7], opensAt: '08:00', closesAt: '16:00', slotMinutes: 30, capacityPerSlot: 50 };

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`an appointment postponed from the day's list to a free day, a closed day refused (${language})`, async ({ page, request }) => {
    const t = TEXTS[language];
    const api = await agentApi(request, 'agent2');
    // The centre's week (set once per database), and a day closed two days ahead.
    const current = (await (await request.get(APPOINTMENT_API_PATHS.availability, { headers: api.headers })).json()) as StructureAvailability;
    if (!current.default) {
      const week = await request.post(APPOINTMENT_API_PATHS.availability, { headers: api.headers, data: WEEK });
      expect([201, 409], await week.text()).toContain(week.status());
    }
    const [closed, free] = [tunisDay(2), tunisDay(3)];
    if (!current.periods.some((p) => p.startDate <= closed && closed <= p.endDate)) {
      const period = await request.post(APPOINTMENT_API_PATHS.unavailabilityCreate, {
        headers: api.headers,
        data: { startDate: closed, endDate: closed, reason: 'Rupture de stock' },
      });
      // The other language's run may have closed it at the same moment (an overlap is refused).
      expect([201, 409], await period.text()).toContain(period.status());
    }
    const child = await registerChild(request, api, tunisDay(0));
    const folderUrl = apiPath(VACCINATION_API_PATHS.routineFolder, { param: child.evaxNumber });
    const folder = (await (await request.get(folderUrl, { headers: api.headers })).json()) as RoutineFolder;
    const dose = folder.entries.find((e) => e.state === 'due' && e.ageDays === 0) as BookletEntryAnswer;
    const booked = await request.post(apiPath(VACCINATION_API_PATHS.vaccinationBook, { param: child.evaxNumber }), {
      headers: api.headers,
      data: { scheduleDose: dose.scheduleDose, date: tunisDay(0) },
    });
    expect(booked.status(), await booked.text()).toBe(204);

    await useLanguage(page, language);
    await openSignedIn(page, 'agent2', `${ROUTES.appointmentsToday}?search=${child.evaxNumber}`);
    await expectDirection(page, language);
    const row = page.locator('.ant-table-row');
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: t.APPOINTMENTS.POSTPONE.ACTION }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.ant-picker').click();
    const calendar = page.locator('.ant-picker-dropdown:visible');
    const cell = (iso: string) => calendar.locator(`td[title="${iso}"]`);
    // The calendar opens on this month: step to the closed day's month when it is the next one.
    if ((await cell(closed).count()) === 0) await calendar.locator('.ant-picker-header-next-btn').click();
    await expect(cell(closed)).toHaveClass(/ant-picker-cell-disabled/);
    if ((await cell(free).count()) === 0) await calendar.locator('.ant-picker-header-next-btn').click();
    await expect(cell(free)).not.toHaveClass(/ant-picker-cell-disabled/);
    await cell(free).click();
    await dialog.locator('button[type="submit"]').click();
    await expect(page.getByText(t.APPOINTMENTS.POSTPONE.DONE)).toBeVisible();
    await expect(row).toHaveCount(0);

    // The booklet: the dose postponed to that day.
    const after = (await (await request.get(folderUrl, { headers: api.headers })).json()) as RoutineFolder;
    expect(after.entries.find((e) => e.scheduleDose === dose.scheduleDose)).toMatchObject({ state: 'postponed', date: free });
  });
}
