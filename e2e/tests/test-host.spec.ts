import path from 'node:path';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, expectPagedRows } from './support';

// The test host (e2e/test-host) is a page of its own that embeds one remote, found through the
// portal's /config/remotes.json, against the real API. It is served on the portal's origin.
const dist = path.resolve(import.meta.dirname, '../test-host/dist');

test('one remote embedded alone in another page works against the real API', async ({ page }) => {
  await page.route('**/__test-host/**', (route) => {
    const file = new URL(route.request().url()).pathname.replace('/__test-host/', '') || 'index.html';
    return route.fulfill({ path: path.join(dist, file) });
  });
  const hostRequests: string[] = [];
  page.on('request', (r) => r.url().match(/\/(main\.js|index\.html)$/) && !r.url().includes('__test-host') && hostRequests.push(r.url()));

  await page.goto('/__test-host/index.html?remote=reference');
  await page.locator('input#username').fill('admin');
  await page.locator('input#password').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.locator('a[href="/admin/dci"]').click();
  await expectPagedRows(page);
  expect(hostRequests, 'the portal host is never loaded').toEqual([]);
});
