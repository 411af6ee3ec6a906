import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { MAPI_API_PATHS, VACCINATION_API_PATHS, apiPath, type Language, type MapiRow, type MetricList, type RoutineFolder } from '@evax/shared/contract';
import { CITIZEN_ROUTES } from '../../remote-citizen/src/route-paths';
import type { TranslationShape } from '@evax/shared/runtime';
import { tunisToday } from '@evax/shared/validation';
import { ar } from '../../remote-citizen/src/i18n/ar';
import { fr } from '../../remote-citizen/src/i18n/fr';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { agentApi, registerChild, type AgentApi } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// A health agent files a MAPI against a vaccination the child received (recorded through the API,
// with its lot), sees the lot carried over, then corrects the report into a serious one: the tab
// tags it, and the child's card flags it.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const COMMON = { fr: commonFr, ar: commonAr };

/** DDMMYYYY, as an agent types a date. */
const typed = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

/** The child's next due routine dose, given today with this lot. */
async function vaccinateToday(request: APIRequestContext, api: AgentApi, evaxNumber: string, lot: string): Promise<void> {
  const folder = (await (
    await request.get(apiPath(VACCINATION_API_PATHS.routineFolder, { param: evaxNumber }), { headers: api.headers })
  ).json()) as RoutineFolder;
  expect(folder.nextDue).not.toBeNull();
  const dose = { scheduleDose: folder.nextDue, lotNumber: lot, injectionSite: 'LEFT_THIGH', vaccinationDate: tunisToday() };
  const response = await request.post(VACCINATION_API_PATHS.vaccinationCreate, { headers: api.headers, data: { evaxNumber, vaccines_set: [dose] } });
  expect(response.status(), await response.text()).toBe(201);
}

for (const language of LANGUAGES_UNDER_TEST as Language[]) {
  test(`an agent files a MAPI against a recorded vaccination and corrects it into a serious one (${language})`, async ({ page, request }) => {
    test.slow();
    const lang = language as 'fr' | 'ar';
    const t = TEXTS[lang].CITIZEN;
    const m = t.MAPI;
    const common = COMMON[lang].COMMON;
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const lot = `LOT-${lang.toUpperCase()}-${Date.now() % 100000}`;
    await vaccinateToday(request, api, child.evaxNumber, lot);

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', apiPath(CITIZEN_ROUTES.medicalFolder, { evaxNumber: child.evaxNumber }));
    await expectDirection(page, language);
    await page.getByRole('tab', { name: m.TAB }).click();
    const tab = page.getByTestId('mapi');
    await expect(tab).toContainText(m.EMPTY);

    // Filing: the suspected vaccination picked among the child's (its lot shown), today at 10:30, moderate.
    await tab.getByRole('button', { name: m.ADD }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#mapi-form_vaccinationIds').click();
    await page.locator('.ant-select-item-option', { hasText: lot }).click();
    await dialog.getByText(m.ADD_TITLE).click(); // closes the list of vaccinations
    const date = dialog.locator('#mapi-form_date');
    await date.click();
    await date.pressSequentially(typed(tunisToday()));
    await date.press('Tab');
    await expect(date).toHaveValue(`${tunisToday().slice(8, 10)}/${tunisToday().slice(5, 7)}/${tunisToday().slice(0, 4)}`);
    await dialog.locator('#mapi-form_startTime_hour').fill('10');
    await dialog.locator('#mapi-form_startTime_minute').fill('30');
    await dialog.locator('#mapi-form_severity').click();
    await page.locator('.ant-select-item-option', { hasText: m.SEVERITY.moderate }).click();
    await dialog.locator('#mapi-form_description').fill('Fièvre à 39 °C et rougeur au point d’injection');
    await dialog.locator('#mapi-form_outcome').click();
    await page.locator('.ant-select-item-option', { hasText: m.OUTCOME.recovering }).click();
    await dialog.getByRole('button', { name: common.ACTIONS.SAVE }).click();
    await expect(page.getByText(common.MESSAGES.SAVED)).toBeVisible();
    const rows = tab.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(lot);
    await expect(rows.first()).toContainText(m.NOT_SERIOUS);

    // Correcting it: serious (hospitalisation), recovered.
    await rows
      .first()
      .getByRole('button', { name: new RegExp(common.ACTIONS.EDIT) })
      .click();
    const edit = page.getByRole('dialog');
    await edit.getByRole('switch', { name: m.FIELDS.SERIOUS }).click();
    await edit.getByRole('checkbox', { name: m.CRITERIA.hospitalisation }).check();
    await edit.locator('#mapi-form_outcome').click();
    await page.locator('.ant-select-item-option', { hasText: new RegExp(`^${m.OUTCOME.recovered}$`) }).click();
    await edit.getByRole('button', { name: common.ACTIONS.SAVE }).click();
    await expect(rows.first()).toContainText(m.SERIOUS_TAG);
    await expect(page.getByTestId('serious-mapi-flag')).toContainText(m.CRITERIA.hospitalisation);

    // The detail, and the card's flag.
    await rows
      .first()
      .getByRole('button', { name: new RegExp(m.DETAIL) })
      .click();
    await expect(page.getByTestId('mapi-detail')).toContainText(lot);
    await expect(page.getByTestId('mapi-detail')).toContainText(m.OUTCOME.recovered);
    await page.keyboard.press('Escape');
    await page.goto(apiPath(CITIZEN_ROUTES.childCard, { evaxNumber: child.evaxNumber }));
    await expect(page.getByTestId('serious-mapi-flag')).toBeVisible();

    // What the API keeps: one serious report, the lot carried over, the time in 24 hours.
    const list = (await (
      await request.get(apiPath(MAPI_API_PATHS.mapiList, { param: child.evaxNumber }), { headers: api.headers })
    ).json()) as MetricList<MapiRow>;
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({ serious: true, seriousCriteria: ['hospitalisation'], outcome: 'recovered', startTime: '10:30' });
    expect(list.results[0]!.vaccinations[0]!.lotNumber).toBe(lot);
  });
}
