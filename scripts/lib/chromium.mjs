// Debian's Chromium as the browser journeys and `pnpm bench` start it (README, "Test it").
import fs from 'node:fs';

/**
 * The binary behind Debian's /usr/bin/chromium. That launcher is a shell script adding the flags of
 * /etc/chromium.d (GPU rasterization, done in software here, and extension loading): about 0.3 s
 * of CPU more for each page a journey opens. CHROMIUM_PATH overrides it.
 */
export function chromiumExecutable() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const binary = '/usr/lib/chromium/chromium';
  return fs.existsSync(binary) ? binary : '/usr/bin/chromium';
}

/**
 * Playwright's own --disable-features (playwright-core's chromiumSwitches, 1.65). Chromium keeps only
 * the last --disable-features it is given, so ours repeats them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * The address bar's suggestion popup, which recent Chromium builds as a web page in a renderer of its
 * own for every window, so for every browser context a journey opens, though a headless browser never
 * shows it. Measured on 8 contexts opening the sign-in page: 25 s of CPU with it, 15 s without.
 */
const OMNIBOX_POPUP_PAGES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** The flags of a headless test browser: no GPU, no sandbox (containers), no network of its own, no browser UI pages. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_PAGES].join(',')}`,
];
