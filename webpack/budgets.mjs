/**
 * The browser's budgets (issue 15), in KB of gzipped JavaScript as the browser loads it from the
 * built portal: the goals. Checked by scripts/budget/budget.test.mjs (in `pnpm test`) and
 * printed beside the measured figures by `pnpm bench`.
 */
export const BROWSER_BUDGETS_KB = {
  /** The login page: React, i18n and the few antd components of a login form (a page of its own, no router). */
  loginPage: 200,
  /** The shell after sign-in (layout, menu, home skeleton): the page load after the sign-in page. */
  shellAfterSignIn: 350,
  /** Each remote's first route: its own code, on top of what the shell already loaded. */
  remoteFirstRoute: 60,
  /**
   * Each area's first screen in total, on top of the shell, as a user meets it (signed in, the
   * area opened from the menu): its own code and every shared module it is the first to use (issue 28).
   */
  areaFirstScreen: 120,
};

/**
 * Where a goal is not met yet, what the test enforces meanwhile: today's size and a little room,
 * so that nothing grows while the rest is done (docs/decisions.md, "The browser's weight").
 * Lower these as the pages get lighter; remove an entry once its goal is met.
 */
export const ENFORCED_KB = {
  // The CI's build carries the developer galleries (their routes and chunk names, about 180 bytes in
  // the shell); the production shell is 349.9 KB, under its goal, with each area's error messages
  // loaded by the shell (docs/decisions/performance.md, "The weight the phone fit and anti-rabies brought").
  shellAfterSignIn: 351,
  // Issue 28: the first area opened pays for the shared list and form kit (@evax/shared/ui and the
  // antd components it consumes); docs/decisions/performance.md, "Each area's first screen".
  'areaFirstScreen:citizen': 290,
  'areaFirstScreen:vaccination': 288,
  'areaFirstScreen:reference': 285,
  'areaFirstScreen:admin': 280,
};

/** The budget a test holds a screen to: the goal, or the interim ceiling while the goal is not met. */
export const enforcedKb = (screen) => ENFORCED_KB[screen] ?? BROWSER_BUDGETS_KB[screen.split(':')[0]];

/**
 * What each screen runs, as steps of the chunk graph (scripts/budget/screens.mjs): a page's or a
 * remote's entry, then the import() calls its path makes. `bench` checks the same screens in a
 * browser (scripts/bench/browser.mjs), so a step that no longer matches what the browser loads shows.
 */
const HOST = 'host';
/** The host's sign-in page, a build of its own (webpack/create-sign-in-page-config.mjs): a page load of /auth/login. */
const SIGN_IN = 'sign-in';
const LOGIN_STEPS = [
  { build: SIGN_IN, entry: true },
  // The active language's texts and font only (French, the default language, here; Arabic is the heaviest, about 1 KB more).
  { build: SIGN_IN, from: '../shared/src/ui/i18n/load-sign-in-translations.ts', request: './sign-in.fr.js' },
  { build: SIGN_IN, from: './src/sign-in-page/i18n/load-sign-in-translations.ts', request: './sign-in.fr' },
  { build: SIGN_IN, from: './src/i18n/fonts.ts', request: '@fontsource-variable/noto-sans/wght.css' },
];
/** The shell's start, in French: once signed in, the sign-in page hands over to it by a page load. */
const SHELL_START_STEPS = [
  { build: HOST, entry: true },
  { build: HOST, from: './src/index.ts', request: './bootstrap' },
  { build: HOST, from: '../shared/src/ui/i18n/load-ui-translations.ts', request: './ui.fr.js' },
  { build: HOST, from: '../shared/src/ui/antd-locale.ts', request: 'antd/es/locale/fr_FR' },
  { build: HOST, from: './src/i18n/load-shell-translations.ts', request: './shell.fr' },
  { build: HOST, from: './src/i18n/fonts.ts', request: '@fontsource-variable/noto-sans/wght.css' },
];

/**
 * An area's descriptor: its container entry and its exposed module (routes, menu), then its texts
 * in French. The shell does not load it (each area announces its menu as data, in its area.json):
 * it comes with the area's first route.
 */
const AREA_FRENCH_TEXTS = { citizen: './area.fr', vaccination: './fr', reference: './fr', admin: './fr' };
const areaDescriptor = (area) => [
  { build: area, entry: true },
  { build: area, from: 'container', request: './src/module.ts' },
  { build: area, from: './src/i18n/load-translations.ts', request: AREA_FRENCH_TEXTS[area] },
];

export const SCREENS = {
  loginPage: { title: 'login page', steps: LOGIN_STEPS, goalKb: BROWSER_BUDGETS_KB.loginPage, budgetKb: enforcedKb('loginPage') },
  // The address a user types, signed out (issue 28): the shell's page runs its inline gate, which
  // opens the sign-in page before any of the shell's scripts is requested (the budget test checks
  // the built page names none); signed in, the gate starts the shell (shellAfterSignIn).
  portalAddressSignedOut: {
    title: "the portal address / signed out (the shell page's gate, then the sign-in page)",
    steps: LOGIN_STEPS,
    goalKb: BROWSER_BUDGETS_KB.loginPage,
    budgetKb: enforcedKb('loginPage'),
  },
  // An agent's first screen, a superadmin's too: the home page, whose cards are the menus the
  // areas announce (their area.json, in the remotes config): no area's code loads before one is opened.
  shellAfterSignIn: {
    title: 'shell after sign-in (the home page, the page load after the sign-in page)',
    steps: [
      ...SHELL_START_STEPS,
      { build: HOST, from: './src/app/AppRoutes.tsx', request: '../layout/AdminLayout' },
      { build: HOST, from: './src/app/shell-module.tsx', request: '../home/pages/HomePage' },
    ],
    goalKb: BROWSER_BUDGETS_KB.shellAfterSignIn,
    budgetKb: enforcedKb('shellAfterSignIn'),
  },
};

/** Each area's first route (the page its first menu entry opens), counted on its own code. */
export const AREA_FIRST_ROUTES = {
  citizen: { from: './src/child/routes.ts', request: './pages/ChildListPage' },
  vaccination: { from: './src/routine/routes.ts', request: './pages/RoutineVaccinationListPage' },
  reference: { from: './src/dci/routes.ts', request: './pages/DciListPage' },
  admin: { from: './src/user/routes.ts', request: './pages/UserListPage' },
};

/** What opening an area's first route loads from the shell: the area's entry, descriptor and texts, then the page. */
export const areaFirstRouteSteps = (area) => [...areaDescriptor(area), { build: area, ...AREA_FIRST_ROUTES[area] }];

/**
 * Libraries each build bundles for itself, known and small, which the "loaded twice" check lets
 * pass: each container's webpack glue of the federation runtime (the runtime itself is the host's
 * alone, experiments.externalRuntime), and antd's icons (@ant-design/icons is not shared: sharing
 * it whole would not be tree-shaken; a remote's icons bring its own 2.4 KB gz icon base).
 */
export const ALLOWED_TWICE = ['@module-federation/', '@ant-design/icons/', '@ant-design/icons-svg/', 'clsx/'];
