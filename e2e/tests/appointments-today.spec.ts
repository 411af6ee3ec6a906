import { expect, test } from './fixtures';
import { VACCINATION_API_PATHS, apiPath, type RoutineFolder } from '@evax/shared/contract';
import { VACCINATION_ROUTES as ROUTES } from '../../remote-vaccination/src/route-paths';
import { appointmentsAr } from '../../remote-vaccination/src/appointments/i18n/ar';
import { appointmentsFr } from '../../remote-vaccination/src/appointments/i18n/fr';
import { agentApi, registerChild } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, tunisDay, useLanguage } from './support';

// Today's appointments (issue 32): a child born today, registered at the agent's centre through the
// API, has its birth doses due today; one given today and one cancelled with a reason (its row is
// dated on its due day, today) are the day's rows of the centre: the given one styled as done, the
// cancelled one struck through, neither offering an action but the folder. The rows' own vaccinate
// and cancel, on doses booked for today, are appointments-booking.spec.ts's.
const TEXTS = { fr: appointmentsFr, ar: appointmentsAr };

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`today's appointments: a dose given today shows as done, one cancelled today as cancelled (${language})`, async ({ page, request }) => {
    const t = TEXTS[language];
    const api = await agentApi(request);
    const child = await registerChild(request, api, tunisDay(0));
    const folderUrl = apiPath(VACCINATION_API_PATHS.routineFolder, { param: child.evaxNumber });
    const folder = (await (await request.get(folderUrl, { headers: api.headers })).json()) as RoutineFolder;
    const dueToday = folder.entries.filter((e) => e.state === 'due' && e.ageDays === 0);
    expect(dueToday.length, 'two doses due at birth').toBeGreaterThanOrEqual(2);
    const [given, cancelled] = dueToday as [RoutineFolder['entries'][number], RoutineFolder['entries'][number]];
    const vaccinated = await request.post(VACCINATION_API_PATHS.vaccinationCreate, {
      headers: api.headers,
      data: {
        evaxNumber: child.evaxNumber,
        vaccines_set: [{ scheduleDose: given.scheduleDose, lotNumber: 'APPT-E2E', injectionSite: 'LEFT_THIGH', vaccinationDate: tunisDay(0) }],
      },
    });
    expect(vaccinated.status(), await vaccinated.text()).toBe(201);
    const reason = language === 'ar' ? 'موانع طبية' : 'Contre-indication médicale';
    const cancel = await request.post(apiPath(VACCINATION_API_PATHS.vaccinationCancel, { param: child.evaxNumber }), {
      headers: api.headers,
      data: { scheduleDose: cancelled.scheduleDose, reason },
    });
    expect(cancel.status(), await cancel.text()).toBe(204);

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', `${ROUTES.appointmentsToday}?search=${child.evaxNumber}`);
    await expectDirection(page, language);
    const name = language === 'ar' ? child.firstNameAr : child.firstNameFr;
    const rows = page.locator('.ant-table-row');
    await expect(rows).toHaveCount(2);
    const dose = (entry: typeof given) => `${language === 'ar' ? entry.dciNameAr : entry.dciName} ${entry.doseNumber}`;
    const done = rows.filter({ hasText: dose(given) });
    const gone = rows.filter({ hasText: dose(cancelled) });
    // Done: the child's name in the success colour with its check, the 'done' state, no action but the folder.
    await expect(done.locator('.ant-typography-success')).toContainText(name);
    await expect(done.locator('.anticon-check-circle')).toBeVisible();
    await expect(done.locator('.ant-tag')).toHaveText(t.STATUS.DONE);
    await expect(done.getByRole('button')).toHaveText([t.OPEN_FOLDER]);
    // Cancelled: the name struck through, the 'cancelled' state, no action but the folder.
    await expect(gone.locator('del')).toContainText(name);
    await expect(gone.locator('.ant-tag')).toHaveText(t.STATUS.CANCELLED);
    await expect(gone.getByRole('button')).toHaveText([t.OPEN_FOLDER]);
    // The done row opens the child's booklet.
    await done.getByRole('button', { name: t.OPEN_FOLDER }).click();
    await expect(page).toHaveURL(new RegExp(`/routine-vaccination/vaccinationFolder/${child.evaxNumber}$`));
  });
}
