import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MEDICAL_FOLDER_API_PATHS, VACCINATION_API_PATHS, apiPath, type Language, type RoutineFolder } from '@evax/shared/contract';
import { CITIZEN_ROUTES, MEDICAL_FOLDER_ROUTES, REGISTRATION_ROUTES } from '../../remote-citizen/src/route-paths';
import { VACCINATION_KIND_ROUTES, VACCINATION_ROUTES } from '../../remote-vaccination/src/route-paths';
import { tunisToday } from '@evax/shared/validation';
import { ar as citizenAr } from '../../remote-citizen/src/i18n/ar';
import { fr as citizenFr } from '../../remote-citizen/src/i18n/fr';
import { ar as vaccinationAr } from '../../remote-vaccination/src/i18n/ar';
import { fr as vaccinationFr } from '../../remote-vaccination/src/i18n/fr';
import { ar as sharedAr } from '../../shared/src/ui/i18n/ar';
import { fr as sharedFr } from '../../shared/src/ui/i18n/fr';
import { agentApi, linkFather, registerChild, type AgentApi, type RegisteredChild } from './child-card-support';
import { registerRequest } from './registration-support';
import { screenshot, textsOf } from './shell-support';
import { LANGUAGES_UNDER_TEST, expectDirection, signIn, useLanguage } from './support';

// Issue 30: every page of the citizen, medical-folder and vaccination areas fits a 390 px phone, in
// French and Arabic: no horizontal scroll of the page, every dialog inside the screen, and the key
// actions (Vaccinate and Postpone on the booklet, Clear on the children list, the card's edit menu)
// on screen and clickable. The data is set up through the API; one sign-in per language.
const PHONE = { width: 390, height: 844 };
const TEXTS = {
  fr: { citizen: citizenFr.CITIZEN, vaccination: vaccinationFr.VACCINATION, table: sharedFr.TABLE },
  ar: { citizen: citizenAr.CITIZEN, vaccination: vaccinationAr.VACCINATION, table: sharedAr.TABLE },
};

test.use({ viewport: PHONE });

/** The page, once loaded (no skeleton, no spinner), is no wider than the phone. */
async function expectFits(page: Page, name: string): Promise<void> {
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect.soft(width, `${name}: the page's width`).toBeLessThanOrEqual(PHONE.width);
  if (process.env.EVAX_SCREENSHOT_DIR) await screenshot(page, `phone-${name}`);
}

/** Inside the screen from side to side (a table scrolling in its box must not hide it) and clickable. */
async function expectOnScreen(target: Locator, name: string): Promise<void> {
  await expect(target).toBeVisible();
  // A drawer or a dialog slides in (from the right in Arabic): measured once it has settled.
  const placement = async () => {
    const box = (await target.boundingBox())!;
    return box.x >= 0 && box.x + box.width <= PHONE.width ? 'inside' : `from ${box.x} to ${box.x + box.width}`;
  };
  await expect.poll(placement, { message: `${name}: inside the screen` }).toBe('inside');
  await target.click({ trial: true });
}

/** A page of the areas, opened by its address: its heading shown, then measured. */
async function visit(page: Page, name: string, path: string, loaded?: Locator): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.ant-layout-content h1').first()).toBeVisible();
  if (loaded) await expect(loaded.first()).toBeVisible();
  await expectFits(page, name);
}

/** Each tab of the page in turn. */
async function eachTab(page: Page, name: string): Promise<void> {
  const tabs = page.locator('.ant-layout-content [role="tab"]');
  const count = await tabs.count();
  for (let index = 0; index < count; index++) {
    await tabs.nth(index).click();
    await expectFits(page, `${name}-tab-${index + 1}`);
  }
}

/** A dialog opened by `open`: inside the screen, then closed. */
async function dialogFits(page: Page, name: string, open: () => Promise<void>): Promise<void> {
  await open();
  const dialog = page.locator('.ant-modal:visible, .ant-drawer-content-wrapper:visible').last();
  await expectOnScreen(dialog, name);
  await expectFits(page, name);
  const close = dialog.locator('.ant-modal-close');
  if (await close.count()) await close.click();
  else await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function post(request: APIRequestContext, api: AgentApi, url: string, data: unknown): Promise<void> {
  const response = await request.post(url, { headers: api.headers, data });
  expect(response.status(), await response.text()).toBe(201);
}

/** A child with both parents, growth, a head circumference, an allergy and its next routine dose given today. */
async function childWithRecords(request: APIRequestContext, api: AgentApi): Promise<RegisteredChild> {
  const child = await registerChild(request, api);
  await linkFather(request, api, child);
  const param = { param: child.evaxNumber };
  await post(request, api, apiPath(MEDICAL_FOLDER_API_PATHS.growthCreate, param), { date: '2025-12-14', weightKg: 7.3, heightCm: 66 });
  await post(request, api, apiPath(MEDICAL_FOLDER_API_PATHS.headCircumferenceCreate, param), { date: '2026-06-14', headCircumferenceCm: 44.9 });
  await post(request, api, apiPath(MEDICAL_FOLDER_API_PATHS.allergyCreate, param), { type: 'EGG', name: 'Ovalbumine' });
  const folder = (await (await request.get(apiPath(VACCINATION_API_PATHS.routineFolder, param), { headers: api.headers })).json()) as RoutineFolder;
  const dose = { scheduleDose: folder.nextDue, lotNumber: 'PHONE-LOT', injectionSite: 'LEFT_THIGH', vaccinationDate: tunisToday() };
  await post(request, api, VACCINATION_API_PATHS.vaccinationCreate, { evaxNumber: child.evaxNumber, vaccines_set: [dose] });
  return child;
}

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`every page of the citizen, medical-folder and vaccination areas fits a 390 px phone (${language})`, async ({ page, request }) => {
    test.setTimeout(360_000);
    const { citizen: c, vaccination: v, table } = TEXTS[language];
    const api = await agentApi(request);
    const child = await childWithRecords(request, api);
    const evax = { evaxNumber: child.evaxNumber };
    const registration = await registerRequest(request, language as Language);
    const rows = page.locator('.ant-layout-content .ant-table-row, .ant-layout-content .ant-table-placeholder');

    await useLanguage(page, language);
    await signIn(page, 'agent');
    await expectDirection(page, language);
    await expectFits(page, `${language}-home`);

    // The citizen area: the children list (Clear on screen), search, card and its tabs and dialogs.
    await visit(page, `${language}-children`, `${CITIZEN_ROUTES.childList}?search=${child.evaxNumber}`, rows);
    await expectOnScreen(page.getByRole('button', { name: table.CLEAR }), "the list's Clear");
    await visit(page, `${language}-child-search`, CITIZEN_ROUTES.childSearch);
    await visit(page, `${language}-child-card`, apiPath(CITIZEN_ROUTES.childCard, evax), page.locator('.evax-child-card'));
    await expectOnScreen(page.getByTestId('child-edit-menu'), "the card's edit menu");
    await eachTab(page, `${language}-child-card`);
    await dialogFits(page, `${language}-child-edit`, async () => {
      await page.getByTestId('child-edit-menu').click();
      await page.getByRole('menuitem', { name: c.CHILD.MENU.EDIT }).click();
    });
    await dialogFits(page, `${language}-phone-update`, async () => {
      await page.getByTestId('child-edit-menu').click();
      await page.getByRole('menuitem', { name: c.CHILD.MENU.UPDATE_PHONE }).click();
    });
    await visit(page, `${language}-child-add`, CITIZEN_ROUTES.childAdd);
    await visit(page, `${language}-parent-add`, CITIZEN_ROUTES.parentAdd);
    await visit(page, `${language}-citizens`, `${CITIZEN_ROUTES.citizenList}?search=${child.motherNationalId}`, rows);
    await page.locator('.ant-layout-content .ant-table-row').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/admin\/citoyen\/\d+$/);
    await expect(page.locator('.ant-layout-content .ant-table-row').first()).toBeVisible();
    await expectFits(page, `${language}-citizen`);
    await visit(page, `${language}-requests`, REGISTRATION_ROUTES.requestList, rows);
    await visit(page, `${language}-request`, apiPath(REGISTRATION_ROUTES.requestShow, { id: registration.id }), page.locator('.ant-descriptions'));

    // The medical folder: its tabs and each tab's form, the growth charts, the MAPI pages.
    await visit(page, `${language}-medical-folder`, apiPath(CITIZEN_ROUTES.medicalFolder, evax), page.locator('.evax-medical-folder'));
    const { ADD_GROWTH, ADD_HEAD, ADD_ALLERGY } = c.MEDICAL_FOLDER.ACTIONS;
    const addLabels = new RegExp([ADD_GROWTH, ADD_HEAD, ADD_ALLERGY, c.MAPI.ADD].join('|'));
    const folderTabs = page.locator('.ant-layout-content [role="tab"]');
    for (let index = 0; index < (await folderTabs.count()); index++) {
      await folderTabs.nth(index).click();
      const panel = page.locator('.ant-layout-content [role="tabpanel"]:visible');
      await expectFits(page, `${language}-medical-folder-tab-${index + 1}`);
      const add = panel.getByRole('button', { name: addLabels }).first();
      if (await add.isVisible()) await dialogFits(page, `${language}-medical-folder-form-${index + 1}`, () => add.click());
    }
    await visit(
      page,
      `${language}-growth-charts`,
      apiPath(MEDICAL_FOLDER_ROUTES.growthCharts, evax),
      page.locator('.ant-layout-content svg, .ant-layout-content canvas'),
    );
    await visit(page, `${language}-mapi-search`, CITIZEN_ROUTES.mapiList);
    await visit(page, `${language}-serious-mapi`, MEDICAL_FOLDER_ROUTES.seriousMapi, rows);

    // The vaccination area: the routine list, the booklet (Vaccinate and Postpone on screen) and its dialogs.
    await visit(page, `${language}-vaccination`, VACCINATION_ROUTES.entry);
    await visit(page, `${language}-routine-list`, `${VACCINATION_ROUTES.routineList}?search=${child.evaxNumber}`, rows);
    await visit(page, `${language}-booklet`, apiPath(VACCINATION_ROUTES.routineFolder, evax), page.locator('tr.booklet-next-due'));
    const next = page.locator('tr.booklet-next-due');
    await expectOnScreen(next.getByRole('button', { name: v.ROUTINE.FOLDER.VACCINATE }), "the booklet's Vaccinate");
    await expectOnScreen(next.getByRole('button', { name: v.ROUTINE.FOLDER.POSTPONE }), "the booklet's Postpone");
    await dialogFits(page, `${language}-postpone`, () => next.getByRole('button', { name: v.ROUTINE.FOLDER.POSTPONE }).click());
    await dialogFits(page, `${language}-cancel`, () => next.getByRole('button', { name: v.ROUTINE.FOLDER.CANCEL }).click());
    await dialogFits(page, `${language}-edit-dose`, () => page.getByRole('button', { name: v.ROUTINE.FOLDER.EDIT }).first().click());
    await visit(page, `${language}-routine-new`, apiPath(VACCINATION_ROUTES.routineNew, evax), page.locator('#routine-vaccination'));
    await visit(page, `${language}-routine-next`, apiPath(VACCINATION_ROUTES.routineNext, evax));

    // The occasional, seasonal and international vaccinations: list, child's folder, form.
    const kinds = [
      ['occasional', VACCINATION_KIND_ROUTES.occasionalList, VACCINATION_KIND_ROUTES.occasionalFolder, VACCINATION_KIND_ROUTES.occasionalNew],
      ['seasonal', VACCINATION_KIND_ROUTES.seasonalList, VACCINATION_KIND_ROUTES.seasonalFolder, VACCINATION_KIND_ROUTES.seasonalNew],
      ['international', VACCINATION_KIND_ROUTES.internationalList, VACCINATION_KIND_ROUTES.internationalFolder, VACCINATION_KIND_ROUTES.internationalNew],
    ] as const;
    for (const [kind, list, folder, form] of kinds) {
      await visit(page, `${language}-${kind}-list`, list, rows);
      await visit(
        page,
        `${language}-${kind}-folder`,
        apiPath(folder, evax),
        page.locator('[data-testid="kind-vaccinations"], [data-testid="international-vaccinations"]'),
      );
      await visit(page, `${language}-${kind}-new`, apiPath(form, evax), page.locator('.ant-layout-content form'));
    }

    // The shell on a phone: the menu in a drawer, inside the screen.
    await dialogFits(page, `${language}-menu`, () => page.getByRole('button', { name: textsOf(language).menuToggle }).click());
  });
}
