import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  API_PATHS,
  apiPath,
  type CitizenSession,
  type LoginResponse,
  type Paged,
  type RegistrationRequestDetail,
  type SmsOutboxRow,
} from '@evax/shared/contract';
import { REGISTRATION_ROUTES } from '../../remote-citizen/src/route-paths';
import type { TranslationShape } from '@evax/shared/runtime';
import { registrationAr } from '../../remote-citizen/src/registration-request/i18n/ar';
import { registrationFr } from '../../remote-citizen/src/registration-request/i18n/fr';
import { apiSignIn, lastCodeSentTo } from './account-support';
import { pdf, png, randomDigits as digits, registerRequest as register } from './registration-support';
import { LANGUAGES_UNDER_TEST, expectDirection, signIn, useLanguage } from './support';

// A citizen registers through the citizen-space API with a supporting file; one agent accepts
// the request, another rejects a second one with a reason; each citizen is told by SMS, and the
// accepted one signs in to the citizen space with a code. In French and in Arabic.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof registrationFr>> = { fr: registrationFr, ar: registrationAr };

async function openRequest(page: Page, t: TranslationShape<typeof registrationFr>['REGISTRATION'], search: string): Promise<void> {
  await page.goto(`${REGISTRATION_ROUTES.requestList}?status=pending&search=${encodeURIComponent(search)}`);
  const row = page.locator('.ant-table-row', { hasText: search });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t.STATUS.pending);
  await row.getByRole('button', { name: t.ACTIONS.SHOW }).click();
  await expect(page).toHaveURL(/\/admin\/subscription-requests\/\d+$/);
}

async function decisionSms(request: APIRequestContext, admin: LoginResponse, phone: string): Promise<string> {
  let text = '';
  await expect(async () => {
    const response = await request.get(`${API_PATHS.smsDevOutbox}?to=${encodeURIComponent(phone)}`, { headers: { Authorization: `Bearer ${admin.access}` } });
    text = ((await response.json()) as Paged<SmsOutboxRow>).results[0]?.text ?? '';
    expect(text).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return text;
}

for (const language of LANGUAGES_UNDER_TEST) {
  test(`registration requests: one accepted by an agent, another rejected with a reason by another (${language})`, async ({ browser, request }) => {
    test.slow();
    const t = TEXTS[language as 'fr' | 'ar'].REGISTRATION;
    const accepted = await register(request, language, { nationalId: `0${digits(7)}` }, { name: 'cin.png', mimeType: 'image/png', buffer: png() });
    const rejected = await register(
      request,
      language,
      { passportNumber: `P${digits(7)}`, nationality: 'FR' },
      { name: 'passeport.pdf', mimeType: 'application/pdf', buffer: pdf() },
    );

    // The first agent accepts the first request, after looking at the identity card's picture.
    const first = await (await browser.newContext()).newPage();
    await useLanguage(first, language);
    await signIn(first, 'agent');
    await openRequest(first, t, accepted.nationalId!);
    await expectDirection(first, language);
    const picture = first.locator('.ant-image img');
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    await first.getByRole('button', { name: t.ACTIONS.ACCEPT }).click();
    const confirm = first.getByRole('dialog');
    await expect(confirm).toContainText(t.ACCEPT.TITLE);
    await confirm.getByRole('button', { name: t.ACTIONS.ACCEPT }).click();
    await expect(first.getByText(t.ACCEPT.DONE)).toBeVisible();
    await expect(first.locator('.ant-card-head').getByRole('button', { name: t.ACTIONS.ACCEPT })).toHaveCount(0);
    await expect(first.locator('.ant-descriptions').first()).toContainText(t.STATUS.accepted);
    await expect(first.locator('.ant-descriptions').first()).toContainText('agent');

    // Another agent rejects the second one: the reason is required, then the passport is expired.
    const second = await (await browser.newContext()).newPage();
    await useLanguage(second, language);
    await signIn(second, 'agent2');
    await openRequest(second, t, rejected.passportNumber!);
    await expect(second.locator('.evax-pdf-viewer canvas').first()).toBeVisible({ timeout: 20_000 });
    await second.getByRole('button', { name: t.ACTIONS.REJECT }).click();
    const dialog = second.getByRole('dialog');
    await expect(dialog).toContainText(t.REJECT.TITLE);
    await dialog.getByRole('button', { name: t.ACTIONS.REJECT }).click();
    await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
    const reason = dialog.locator('#reject-request_reason');
    await reason.click();
    await second.locator('.ant-select-item-option', { hasText: t.REASONS.expired_passport }).click();
    await dialog.getByRole('button', { name: t.ACTIONS.REJECT }).click();
    await expect(second.getByText(t.REJECT.DONE)).toBeVisible();
    await expect(second.locator('.ant-descriptions').first()).toContainText(t.REASONS.expired_passport);
    await expect(second.locator('.ant-descriptions').first()).toContainText(t.STATUS.rejected);

    // The list's state filter finds each where it now belongs.
    await second.goto(`${REGISTRATION_ROUTES.requestList}?status=rejected&search=${rejected.passportNumber}`);
    await expect(second.locator('.ant-table-row', { hasText: rejected.passportNumber! })).toContainText(t.STATUS.rejected);
    await second.goto(`${REGISTRATION_ROUTES.requestList}?status=pending&search=${rejected.passportNumber}`);
    await expect(second.locator('.ant-table-row')).toHaveCount(0);

    // Both decisions are final on the server too.
    const agent = await apiSignIn(request, 'agent');
    const again = await request.post(apiPath(API_PATHS.subscriptionRequestReject, { id: accepted.id }), {
      data: { reason: 'other', comment: 'trop tard' },
      headers: { Authorization: `Bearer ${agent.access}` },
    });
    expect(again.status()).toBe(409);
    const detail = (await (
      await request.get(apiPath(API_PATHS.subscriptionRequestOne, { id: rejected.id }), { headers: { Authorization: `Bearer ${agent.access}` } })
    ).json()) as RegistrationRequestDetail;
    expect(detail).toMatchObject({ status: 'rejected', rejectionReason: 'expired_passport', decidedBy: { username: 'agent2' } });

    // Each citizen was told by SMS, in the language of the registration; the accepted one signs in with a code.
    const superadmin = await apiSignIn(request, 'superadmin');
    expect(await decisionSms(request, superadmin, rejected.phone)).toContain(language === 'ar' ? 'جواز سفر منتهي الصلاحية' : 'passeport expiré');
    expect(await decisionSms(request, superadmin, accepted.phone)).toContain(language === 'ar' ? 'تم قبول' : 'acceptée');
    expect((await request.post(API_PATHS.citizenSpaceOtp, { data: { phone: accepted.phone } })).status()).toBe(202);
    const code = await lastCodeSentTo(request, accepted.phone);
    const session = (await (await request.post(API_PATHS.citizenSpaceLogin, { data: { phone: accepted.phone, code } })).json()) as CitizenSession;
    const children = await request.get(API_PATHS.citizenSpaceChildren, { headers: { Authorization: `Bearer ${session.access}` } });
    expect(children.status()).toBe(200);
    expect(await children.json()).toEqual({ count: 0, results: [] });
  });
}
