import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Language } from '@evax/shared/contract';
import { CITIZEN_ROUTES } from '../../remote-citizen/src/route-paths';
import type { TranslationShape } from '@evax/shared/runtime';
import { ar } from '../../remote-citizen/src/i18n/ar';
import { fr } from '../../remote-citizen/src/i18n/fr';
import { ar as errorCatalogueAr } from '../../shared/src/ui/i18n/error-catalogue.ar';
import { fr as errorCatalogueFr } from '../../shared/src/ui/i18n/error-catalogue.fr';
import { widgetsAr } from '../../shared/src/ui/i18n/widgets.ar';
import { widgetsFr } from '../../shared/src/ui/i18n/widgets.fr';
import { agentApi, childDetail, linkFather, mistyped, randomPhone, registerChild, vaccinatedDemoChild } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// A health agent finds a child by evax number (a mistyped one is caught first), by national
// identity card and by its mother's, reads its card, is refused a parent's phone already registered, changes it, reads
// the history of the writes, is refused deleting a vaccinated child and deletes one without
// vaccinations; in French and in Arabic. The children are registered through the API.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const ERRORS = { fr: errorCatalogueFr, ar: errorCatalogueAr };
const WIDGETS = { fr: widgetsFr, ar: widgetsAr };

async function searchBy(page: Page, t: (typeof TEXTS)['fr']['CITIZEN'], kind: 'evaxNumber' | 'nationalId' | 'paper', value: string): Promise<void> {
  const kindLabel = { evaxNumber: null, nationalId: t.SEARCH.NATIONAL_ID, paper: t.SEARCH.PAPER }[kind];
  if (kindLabel) await page.locator('.evax-child-search .ant-radio-button-wrapper', { hasText: kindLabel }).click();
  await page.locator(`#child-search_${kind}`).fill(value);
  await page.getByRole('button', { name: t.SEARCH.SUBMIT }).click();
}

for (const language of LANGUAGES_UNDER_TEST as Language[]) {
  test(`an agent searches a child, reads its card and history, updates a phone and deletes (${language})`, async ({ page, request }) => {
    test.slow();
    const t = TEXTS[language as 'fr' | 'ar'].CITIZEN;
    const errors = ERRORS[language as 'fr' | 'ar'].ERROR.CODE;
    const api = await agentApi(request);
    const child = await registerChild(request, api);
    const vaccinated = await vaccinatedDemoChild(request, api);
    const takenPhone = vaccinated.parents.find((parent) => parent.phone)!.phone!;
    const name = language === 'ar' ? `${child.firstNameAr} ${child.lastNameAr}` : `${child.firstNameFr} ${child.lastNameFr}`;

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', CITIZEN_ROUTES.childSearch);
    await expectDirection(page, language);

    // A mistyped evax number is refused before any look-up.
    let lookups = 0;
    page.on('request', (sent) => void (sent.url().includes('/api/citizen/evax_search') && lookups++));
    await searchBy(page, t, 'evaxNumber', mistyped(child.evaxNumber));
    await expect(page.getByText(errors.VALIDATION.EVAX_NUMBER_INVALID)).toBeVisible();
    expect(lookups).toBe(0);

    // By evax number, then by national identity card: the child's card.
    await searchBy(page, t, 'evaxNumber', child.evaxNumber);
    await expect(page.locator('.evax-child-card')).toContainText(name);
    await expect(page.locator('[data-field="birthType"]')).toContainText(t.CHILD.BIRTH_TYPES.premature_32_36);
    await page.locator('.evax-detail-header button').first().click();
    await searchBy(page, t, 'nationalId', child.nationalId);
    await expect(page.locator('.evax-child-card')).toContainText(name);
    await expect(page.locator('[data-field="nationalId"]')).toContainText(child.nationalId);
    // By the mother's identity card (issue 30: a baby has none of its own): her one child's card.
    await page.locator('.evax-detail-header button').first().click();
    await searchBy(page, t, 'paper', child.motherNationalId);
    await expect(page.locator('.evax-child-card')).toContainText(name);

    // The phone of the mother: refused when another citizen has it, then changed.
    await page.getByTestId('child-edit-menu').click();
    await page.getByRole('menuitem', { name: t.CHILD.MENU.UPDATE_PHONE }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#phone-update_phone').fill(takenPhone);
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByText(errors.VALIDATION.PHONE_ALREADY_USED)).toBeVisible();
    const freshPhone = randomPhone();
    await dialog.locator('#phone-update_phone').fill(freshPhone);
    await dialog.locator('button[type="submit"]').click();
    await expect(page.getByText(t.PHONE.SAVED)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('tab', { name: t.CHILD.TABS.PARENTS.replace('{{count}}', '1') }).click();
    await expect(page.getByRole('tabpanel').getByText(freshPhone)).toBeVisible();

    // History: the writes, newest first (a father linked after the registration comes first), the
    // parents' own writes (their registration, the phone changed above) said to be the parent's.
    await linkFather(request, api, child);
    await page.goto(`/admin/child/${child.evaxNumber}`);
    await page.getByRole('tab', { name: t.CHILD.TABS.HISTORY }).click();
    const actions = page.locator('.evax-child-history .ant-table-row td:nth-child(3)');
    const onParent = (action: string) => t.HISTORY.ON_PARENT.replace('{{action}}', action);
    await expect(actions).toHaveText([
      t.HISTORY.ACTIONS.link_parent,
      onParent(t.HISTORY.ACTIONS.create),
      onParent(t.HISTORY.ACTIONS.update_phone),
      t.HISTORY.ACTIONS.link_parent,
      onParent(t.HISTORY.ACTIONS.create),
      t.HISTORY.ACTIONS.create_confirmed_not_duplicate,
    ]);
    await expect(page.locator('.evax-child-history .ant-table-row').first()).toContainText('agent');

    // Delete: refused for a vaccinated child (the server's message), accepted without vaccinations.
    await page.goto(`/admin/child/${vaccinated.evaxNumber}`);
    await page.locator('.evax-detail-header').getByRole('button', { name: t.CHILD.DELETE.BUTTON }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: t.CHILD.DELETE.BUTTON }).click();
    await expect(confirm.getByTestId('child-delete-refusal')).toHaveText(errors.CHILD_HAS_VACCINATIONS);
    await confirm.getByRole('button', { name: WIDGETS[language as 'fr' | 'ar'].GENERAL.CANCEL }).click();
    expect((await childDetail(request, api, vaccinated.evaxNumber)).status).toBe(200);
    // Its history is its timeline: the doses given are there, not only the identity's writes (issue 30).
    await page.getByRole('tab', { name: t.CHILD.TABS.HISTORY }).click();
    const given = t.HISTORY.ON_RECORD.replace('{{record}}', t.HISTORY.RECORDS.vaccination).replace('{{action}}', t.HISTORY.RECORD_ACTIONS.vaccinate);
    await expect(actions.filter({ hasText: given }).first()).toBeVisible();

    await page.goto(`/admin/child/${child.evaxNumber}`);
    await page.locator('.evax-detail-header').getByRole('button', { name: t.CHILD.DELETE.BUTTON }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.CHILD.DELETE.BUTTON }).click();
    await expect(page).toHaveURL(/\/admin\/child\/list/);
    await expect(page.getByText(t.CHILD.DELETE.DONE)).toBeVisible();
    expect((await childDetail(request, api, child.evaxNumber)).status).toBe(404);
  });
}
