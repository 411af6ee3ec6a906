import { expect, test } from './fixtures';
import {
  API_PATHS,
  apiPath,
  CITIZEN_API_PATHS,
  REGISTRATION_ERROR_KEYS,
  type ChildWithNewParentRequest,
  type RegistrationRequestDetail,
} from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { REGISTRATION_ROUTES } from '../../remote-citizen/src/route-paths';
import { registrationAr } from '../../remote-citizen/src/registration-request/i18n/ar';
import { registrationFr } from '../../remote-citizen/src/registration-request/i18n/fr';
import { agentApi, randomNationalId, randomPhone } from './child-card-support';
import { demoAgentsGovernorate, png } from './registration-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// Issue 27, point 1: a stranger registers in the citizen space with the identity card of a parent
// registered at the agent's centre, other names and another phone. The agent sees the conflict,
// the request beside the citizen's record with the differences marked, no Accept (the API refuses
// it too), sends it for an in-person check, then refuses it. In French and in Arabic.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof registrationFr>> = { fr: registrationFr, ar: registrationAr };

for (const language of LANGUAGES_UNDER_TEST) {
  test(`registration requests: a conflict with a registered citizen, side by side, refused (${language})`, async ({ page, request }) => {
    const t = TEXTS[language as 'fr' | 'ar'].REGISTRATION;

    // The parent, registered at the agent's centre with a child.
    const api = await agentApi(request);
    const parent = {
      firstNameFr: 'Hela',
      lastNameFr: 'Kchaou',
      firstNameAr: 'هالة',
      lastNameAr: 'الكشاو',
      phone: randomPhone(),
      nationalId: randomNationalId(),
    };
    const child: ChildWithNewParentRequest = {
      child: { firstNameFr: 'Yasmine', lastNameFr: 'Kchaou', firstNameAr: 'ياسمين', lastNameAr: 'الكشاو', birthDate: '2025-05-04', gender: 'female' },
      parent: { ...parent, nationality: 'TN', gender: 'female' },
      role: 'mother',
      confirmNotDuplicate: true,
    };
    const created = await request.post(CITIZEN_API_PATHS.childCreate, { headers: api.headers, data: child });
    expect(created.status(), await created.text()).toBe(201);

    // The stranger: the parent's identity card, other names, another phone.
    const strangerPhone = randomPhone();
    const registered = await request.post(API_PATHS.citizenSpaceRegister, {
      multipart: {
        firstNameFr: 'Evil',
        lastNameFr: 'Person',
        firstNameAr: 'شخص',
        lastNameAr: 'شرير',
        phone: strangerPhone,
        nationalId: parent.nationalId,
        language,
        governorate: await demoAgentsGovernorate(request),
        file: { name: 'cin.png', mimeType: 'image/png', buffer: png() },
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { id } = (await registered.json()) as { id: number };

    // The API refuses the acceptance whatever the screen shows.
    const refused = await request.post(apiPath(API_PATHS.subscriptionRequestValidate, { id }), { headers: api.headers, data: {} });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ key: REGISTRATION_ERROR_KEYS.identityConflict });

    // The agent opens the request: the conflict, side by side.
    await useLanguage(page, language);
    await openSignedIn(page, 'agent', `${REGISTRATION_ROUTES.requestList}?search=${parent.nationalId}`);
    const row = page.locator('.ant-table-row', { hasText: parent.nationalId });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: t.ACTIONS.SHOW }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/subscription-requests/${id}$`));
    await expectDirection(page, language);

    const comparison = page.getByTestId('identity-comparison');
    await expect(comparison).toHaveAttribute('data-identity', 'conflict');
    await expect(comparison.getByRole('alert').first()).toContainText(t.CHECK.CONFLICT_TITLE);
    await expect(comparison.getByRole('columnheader', { name: t.CHECK.REQUEST })).toBeVisible();
    await expect(comparison.getByRole('columnheader', { name: t.CHECK.CITIZEN })).toBeVisible();
    const fieldRow = (field: string) => comparison.locator(`tr[data-row-key="${field}"]`);
    const firstName = fieldRow('firstNameFr');
    await expect(firstName).toContainText(t.CHECK.COMPARED.firstNameFr);
    await expect(firstName).toContainText('Evil');
    await expect(firstName).toContainText('Hela');
    await expect(firstName).toContainText(t.CHECK.DIFFERS);
    const lastNameAr = fieldRow('lastNameAr');
    await expect(lastNameAr).toContainText('شرير');
    await expect(lastNameAr).toContainText('الكشاو');
    await expect(comparison.locator('tr[data-differs="true"]')).toHaveCount(5);
    const card = fieldRow('nationalId');
    await expect(card).toContainText(t.CHECK.COMPARED.nationalId);
    await expect(card).toHaveAttribute('data-differs', 'false');
    await expect(fieldRow('phone')).toContainText(parent.phone);

    // No Accept; an in-person check, after its confirmation.
    const actions = page.locator('.ant-card-head');
    await expect(actions.getByRole('button', { name: t.ACTIONS.ACCEPT })).toHaveCount(0);
    await actions.getByRole('button', { name: t.ACTIONS.IN_PERSON }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(t.IN_PERSON.TITLE);
    await confirm.getByRole('button', { name: t.ACTIONS.IN_PERSON }).click();
    await expect(page.getByText(t.IN_PERSON.DONE)).toBeVisible();
    await expect(page.locator('.ant-descriptions').first()).toContainText(t.STATUS.in_person);
    await expect(actions.getByRole('button', { name: t.ACTIONS.IN_PERSON })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: t.ACTIONS.ACCEPT })).toHaveCount(0);

    // Refused: the details do not match the identity paper.
    await actions.getByRole('button', { name: t.ACTIONS.REJECT }).click();
    const dialog = page.getByRole('dialog', { name: t.REJECT.TITLE });
    await dialog.locator('#reject-request_reason').click();
    await page.locator('.ant-select-item-option', { hasText: t.REASONS.identity_mismatch }).click();
    await dialog.getByRole('button', { name: t.ACTIONS.REJECT }).click();
    await expect(page.getByText(t.REJECT.DONE)).toBeVisible();
    await expect(page.locator('.ant-descriptions').first()).toContainText(t.STATUS.rejected);
    await expect(page.getByTestId('identity-comparison')).toHaveCount(0);

    const detail = (await (await request.get(apiPath(API_PATHS.subscriptionRequestOne, { id }), { headers: api.headers })).json()) as RegistrationRequestDetail;
    expect(detail).toMatchObject({ status: 'rejected', rejectionReason: 'identity_mismatch', citizenId: null, inPersonCheck: { by: { username: 'agent' } } });
  });
}
