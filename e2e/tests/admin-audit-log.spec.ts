import fs from 'node:fs/promises';
import { expect, test } from './fixtures';
import { ACCOUNT_API_PATHS, API_PATHS, type Paged, type StructureRow, type UserCreated } from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { ADMIN_ROUTES } from '../../remote-admin/src/route-paths';
import { ar } from '../../remote-admin/src/i18n/ar';
import { fr } from '../../remote-admin/src/i18n/fr';
import { commonAr } from '../../shared/src/ui/i18n/common.ar';
import { commonFr } from '../../shared/src/ui/i18n/common.fr';
import { agentApi } from './child-card-support';
import { LANGUAGES_UNDER_TEST, expectDirection, openSignedIn, useLanguage } from './support';

// An administrator finds, in the audit log, the account they just created: filtered by object and
// action (kept in the URL), the row opened shows what was set, and the export holds it.
const TEXTS: Record<'fr' | 'ar', TranslationShape<typeof fr>> = { fr, ar };
const COMMON_TEXTS: Record<'fr' | 'ar', TranslationShape<typeof commonFr>> = { fr: commonFr, ar: commonAr };

for (const language of LANGUAGES_UNDER_TEST as ('fr' | 'ar')[]) {
  test(`an administrator finds an account's creation in the audit log (${language})`, async ({ page, request }) => {
    const t = TEXTS[language].ADMIN.AUDIT;
    const c = COMMON_TEXTS[language].COMMON;
    const api = await agentApi(request, 'admin');
    const username = `e2e.audit.${language}.${String(Date.now()).slice(-6)}`;
    const { results } = (await (
      await request.get(`${ACCOUNT_API_PATHS.structures}?search=CSB-11-1&page_size=1`, { headers: api.headers })
    ).json()) as Paged<StructureRow>;
    const created = await request.post(API_PATHS.users, {
      headers: api.headers,
      data: {
        username,
        firstNameFr: 'Nour',
        lastNameFr: 'Essai',
        firstNameAr: 'نور',
        lastNameAr: 'تجربة',
        structures: [{ structure: results[0]!.id, role: 'HEALTH_AGENT', isDefault: true }],
      },
    });
    expect(created.status()).toBe(201);
    const user = (await created.json()) as UserCreated;

    await useLanguage(page, language);
    await openSignedIn(page, 'admin', ADMIN_ROUTES.auditLog);
    await expectDirection(page, language);
    await page.getByRole('combobox', { name: t.FILTERS.ENTITY }).click();
    await page.locator('.ant-select-item-option', { hasText: t.ENTITIES.app_user }).click();
    await page.getByRole('combobox', { name: t.FILTERS.ACTION }).click();
    await page.locator('.ant-select-item-option', { hasText: t.ACTIONS.create }).click();
    await expect(page).toHaveURL(/entity=app_user/);
    await expect(page).toHaveURL(/action=create/);

    // Newest first: the creation is the first row; reloading the URL gives the same view.
    await page.reload();
    const row = page.locator('.evax-audit-log tr.ant-table-row').first();
    await expect(row).toContainText(`#${user.id}`);
    await expect(row).toContainText(t.ACTIONS.create);
    await expect(row).toContainText('admin');
    await row.getByRole('button').first().click();
    await expect(page.locator('.evax-audit-log').getByText(username, { exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: c.FILES.EXPORT_CSV }).click();
    const csv = await fs.readFile(await (await download).path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('\uFEFFat,user,structure,action,entity,entity_id,before,after');
    expect(csv).toContain(`,admin,`);
    expect(csv).toContain(username);
  });
}
