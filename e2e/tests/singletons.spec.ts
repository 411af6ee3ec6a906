import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AREA_SCREENS, expectPagedRows, menuLink, signIn } from './support';

// The host and the four remotes share one instance of each singleton library at runtime.
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  'axios',
  'dayjs',
  '@evax/shared/runtime',
  '@evax/shared/ui',
];
const CONTAINERS = ['evax_host', 'evax_citizen', 'evax_vaccination', 'evax_reference', 'evax_admin'];

/** Each library's loaded versions in the page's federation share scopes: where from, and which containers use it. */
const loadedShares = (page: Page, libraries: string[]) =>
  page.evaluate((libraries) => {
    type Share = { from: string; loaded?: boolean; useIn: string[] };
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, Share>> }> } })
      .__FEDERATION__.__SHARE__;
    return Object.fromEntries(
      libraries.map((lib) => {
        const versions = new Map<string, Share>();
        for (const scope of Object.values(scopes))
          for (const [version, share] of Object.entries(scope.default[lib] ?? {})) if (share.loaded) versions.set(version, share);
        return [lib, [...versions.entries()].map(([version, share]) => ({ version, from: share.from, useIn: [...share.useIn].sort() }))];
      }),
    );
  }, libraries);

test('one React renderer and one copy of each shared library serve the host and every remote', async ({ page }) => {
  // React DOM announces each renderer it creates to the devtools hook: count them.
  await page.addInitScript(() => {
    const renderers: string[] = [];
    Object.assign(window, {
      __renderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(internals: { version?: string }) {
          renderers.push(internals.version ?? '?');
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  await signIn(page, 'superadmin');
  for (const path of Object.values(AREA_SCREENS)) {
    await menuLink(page, path).click();
    await page.waitForURL((url) => url.pathname === path);
    await expectPagedRows(page);
  }
  // A navigation keeps the last page on screen while the next area loads (a transition): its rows can
  // be the previous page's. Wait until every container has taken the host's runtime, then count.
  await expect.poll(async () => (await loadedShares(page, ['@evax/shared/runtime']))['@evax/shared/runtime']![0]?.useIn).toEqual([...CONTAINERS].sort());

  const renderers = await page.evaluate(() => (window as unknown as { __renderers: string[] }).__renderers);
  expect(renderers, 'React DOM renderers created').toHaveLength(1);

  const shares = await loadedShares(page, SINGLETONS);

  for (const lib of SINGLETONS) {
    expect(shares[lib], `${lib}: one loaded version`).toHaveLength(1);
    expect(shares[lib]![0]!.from, `${lib} comes from the host`).toBe('evax_host');
  }
  // The remotes consume the host's runtime singletons (store, HTTP client, i18n) rather than their own.
  expect(shares['@evax/shared/runtime']![0]!.useIn).toEqual([...CONTAINERS].sort());
  expect(shares['zustand']![0]!.useIn).toEqual(expect.arrayContaining(['evax_host']));
});
