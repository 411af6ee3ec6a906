import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { CITIZEN_API_PATHS, type ChildWithNewParentRequest } from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { ar } from '../../remote-citizen/src/i18n/ar';
import { fr } from '../../remote-citizen/src/i18n/fr';
import { parentAr } from '../../remote-citizen/src/parent/i18n/ar';
import { parentFr } from '../../remote-citizen/src/parent/i18n/fr';
import { ar as errorCatalogueAr } from '../../shared/src/ui/i18n/error-catalogue.ar';
import { fr as errorCatalogueFr } from '../../shared/src/ui/i18n/error-catalogue.fr';
import { agentApi, childDetail, randomNationalId, randomPhone, registerChild, type AgentApi, type RegisteredChild } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// Issue 30: the same mother registered twice (by her identity card with one child, by her passport
// with another) is merged from her page: both records side by side, the second one's child moves to
// the first, and each child's history says so. Then the first child gets its father from its card
// ("add a parent", the role still free chosen). In French and in Arabic; the records are set up through the API.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const ERRORS = { fr: errorCatalogueFr, ar: errorCatalogueAr };
const PARENT_TEXTS: Record<'fr' | 'ar', TranslationShape<typeof parentFr>> = { fr: parentFr, ar: parentAr };

/** A second child of the same mother (names of the first), registered again by her passport with another phone. */
async function sameMotherByPassport(request: APIRequestContext, api: AgentApi, first: RegisteredChild): Promise<{ evaxNumber: string; phone: string }> {
  const phone = randomPhone();
  const body: ChildWithNewParentRequest = {
    child: {
      firstNameFr: 'Selim',
      lastNameFr: first.lastNameFr,
      firstNameAr: 'سليم',
      lastNameAr: first.lastNameAr,
      birthDate: '2023-02-11',
      gender: 'male',
      motherFirstNameFr: 'Sonia',
      motherLastNameFr: first.lastNameFr,
      motherFirstNameAr: 'سنية',
      motherLastNameAr: first.lastNameAr,
    },
    parent: {
      firstNameFr: 'Sonia',
      lastNameFr: first.lastNameFr,
      firstNameAr: 'سنية',
      lastNameAr: first.lastNameAr,
      phone,
      passportNumber: `P${randomNationalId()}`,
      nationality: 'TN',
    },
    role: 'mother',
    confirmNotDuplicate: true,
  };
  const response = await request.post(CITIZEN_API_PATHS.childCreate, { headers: api.headers, data: body });
  expect(response.status(), await response.text()).toBe(201);
  return { evaxNumber: ((await response.json()) as { evaxNumber: string }).evaxNumber, phone };
}

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`an agent merges two records of the same mother, then adds the father from the card (${language})`, async ({ page, request }) => {
    test.slow();
    const t = TEXTS[language].CITIZEN;
    const p = PARENT_TEXTS[language].CITIZEN.PARENT;
    const api = await agentApi(request);
    const first = await registerChild(request, api);
    const second = await sameMotherByPassport(request, api, first);
    const kept = (await childDetail(request, api, first.evaxNumber)).child!.parents[0]!;
    const duplicate = (await childDetail(request, api, second.evaxNumber)).child!.parents[0]!;

    await useLanguage(page, language);
    await openSignedIn(page, 'agent', `/admin/citoyen/${kept.id}`);
    await expectDirection(page, language);
    await page.getByTestId('citizen-merge').click();
    const dialog = page.getByRole('dialog', { name: t.CITIZENS.MERGE.TITLE });
    await dialog.getByRole('searchbox').fill(second.phone.replace(/\D/g, '').slice(-8));
    await dialog.getByRole('searchbox').press('Enter');
    await dialog.getByTestId(`merge-choose-${duplicate.id}`).click();
    // Side by side: the kept record takes the passport it lacked; the child that moves is listed.
    const passportRow = dialog.getByTestId('merge-comparison').locator('tr', { hasText: duplicate.passportNumber! });
    await expect(passportRow.getByText(duplicate.passportNumber!)).toHaveCount(2);
    await expect(dialog.getByTestId('merge-moved-children')).toContainText(second.evaxNumber);
    await page.screenshot({ path: test.info().outputPath(`merge-${language}.png`), fullPage: true });
    await dialog.getByTestId('merge-confirm').click();
    await expect(page.getByText(t.CITIZENS.MERGE.DONE)).toBeVisible();
    await expect(dialog).toBeHidden();
    // Both children are now this record's.
    await expect(page.getByRole('link', { name: second.evaxNumber })).toBeVisible();
    await expect(page.getByRole('link', { name: first.evaxNumber })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`merged-${language}.png`), fullPage: true });

    // The moved child's card: its mother is the kept record; its history says the move, and keeps the retired record's rows.
    await page.goto(`/admin/child/${second.evaxNumber}`);
    await page.getByRole('tab', { name: t.CHILD.TABS.HISTORY }).click();
    const actions = page.locator('.evax-child-history .ant-table-row td:nth-child(3)');
    const onParent = (action: string) => t.HISTORY.ON_PARENT.replace('{{action}}', action);
    await expect(actions.first()).toBeVisible();
    const shown = await actions.allTextContents();
    expect(shown).toEqual(
      expect.arrayContaining([
        t.HISTORY.ACTIONS.merge_parent,
        onParent(t.HISTORY.ACTIONS.merge),
        onParent(t.HISTORY.ACTIONS.merged_into),
        onParent(t.HISTORY.ACTIONS.create),
      ]),
    );
    await page.screenshot({ path: test.info().outputPath(`history-${language}.png`), fullPage: true });
    // The retired record's page is gone.
    await page.goto(`/admin/citoyen/${duplicate.id}`);
    await expect(page.getByText(ERRORS[language].ERROR.CODE.PARENT_NOT_FOUND)).toBeVisible();

    // The second parent: from the first child's card, "add a parent" in the free role (the father).
    await page.goto(`/admin/child/${first.evaxNumber}`);
    await page.getByRole('tab', { name: t.CHILD.TABS.PARENTS.replace('{{count}}', '1') }).click();
    await page.getByTestId('child-add-parent').click();
    await expect(page).toHaveURL(new RegExp(`/admin/parent/add\\?child=${first.evaxNumber}&role=father`));
    await page.locator('#parent-add-paper_paper_nationalId').fill(randomNationalId());
    await page.getByRole('button', { name: p.CHECK.BUTTON }).click();
    await expect(page.getByText(p.CHECK.NEW)).toBeVisible();
    await page.locator('#parent-add-parent_parent_firstNameFr').fill('Karim');
    await page.locator('#parent-add-parent_parent_lastNameFr').fill(first.lastNameFr);
    await page.locator('#parent-add-parent_parent_firstNameAr').fill('كريم');
    await page.locator('#parent-add-parent_parent_lastNameAr').fill(first.lastNameAr);
    await page.locator('#parent-add-parent_parent_phone').fill(randomPhone());
    await expect(page.locator('#parent-add_role').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText(p.ROLES.father);
    await page.screenshot({ path: test.info().outputPath(`add-parent-${language}.png`), fullPage: true });
    await page.locator('.evax-step-form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/admin/child/${first.evaxNumber}$`));
    await page.getByRole('tab', { name: t.CHILD.TABS.PARENTS.replace('{{count}}', '2') }).click();
    await expect(page.getByRole('tabpanel').getByText(t.PARENTS.ROLES.father)).toBeVisible();
  });
}
