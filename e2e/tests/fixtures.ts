import { expect, test as base } from '@playwright/test';

/** What Chromium prints when the page's Content-Security-Policy refuses something. */
const CSP_VIOLATION = /Content[ -]Security[ -]Policy/i;

/**
 * The journeys' `test`: the portal runs under its Content-Security-Policy, and a page that breaks
 * it (an inline script, an eval, a source the policy does not name) fails the test that opened it.
 */
export const test = base.extend<{ contentSecurityPolicyKept: void }>({
  contentSecurityPolicyKept: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (CSP_VIOLATION.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
