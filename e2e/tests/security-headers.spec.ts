// This journey checks the guard itself, so it takes Playwright's own test, not the guarded one.
// eslint-disable-next-line no-restricted-imports
import { expect, test } from '@playwright/test';

test('the portal answers with its security headers, and a script injected into a page does not run', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) refusals.push(message.text());
  });
  const response = await page.goto('/auth/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  // No 'unsafe-eval': a string is never run as code (page.evaluate itself is exempt, so it is not tried here).
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  await expect(page.locator('input#username')).toBeVisible();

  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => refusals.length).toBeGreaterThanOrEqual(1);
});
