// The browser's budgets (issue 15), checked on the built portal's chunk graphs: run after the
// build (scripts/test.mjs), it builds nothing. `node --test scripts/budget/budget.test.mjs`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT } from '../lib/packages.mjs';
import { ALLOWED_TWICE, AREA_FIRST_ROUTES, areaFirstRouteSteps, BROWSER_BUDGETS_KB, enforcedKb, SCREENS } from '../../webpack/budgets.mjs';
import { loadedTwice, onTopOfTheShell, overBudget, readBuilds, screenChunks } from './screens.mjs';

describe('the browser budgets of the built portal', () => {
  const builds = readBuilds(ROOT);

  for (const [, screen] of Object.entries(SCREENS)) {
    const goal = screen.budgetKb === screen.goalKb ? '' : ` (the goal: ${screen.goalKb} KB)`;
    it(`${screen.title}: at most ${screen.budgetKb} KB of gzipped JavaScript${goal}`, () => {
      const message = overBudget(screen.title, screenChunks(builds, screen.steps), screen.budgetKb);
      assert.equal(message, null, message ?? '');
    });
  }

  for (const area of Object.keys(AREA_FIRST_ROUTES)) {
    it(`the ${area} area's first route: at most ${BROWSER_BUDGETS_KB.remoteFirstRoute} KB of its own code`, () => {
      // Its own code: the remote's chunks, its entry and descriptor included (the shell loads
      // neither); the shared libraries are the shell's, loaded once.
      const own = screenChunks(builds, areaFirstRouteSteps(area)).filter((entry) => entry.build === area);
      const message = overBudget(`the ${area} area's first route`, own, BROWSER_BUDGETS_KB.remoteFirstRoute);
      assert.equal(message, null, message ?? '');
    });
  }

  for (const area of Object.keys(AREA_FIRST_ROUTES)) {
    const budgetKb = enforcedKb(`areaFirstScreen:${area}`);
    const goal = budgetKb === BROWSER_BUDGETS_KB.areaFirstScreen ? '' : ` (the goal: ${BROWSER_BUDGETS_KB.areaFirstScreen} KB)`;
    it(`the ${area} area's first screen, opened from the shell: at most ${budgetKb} KB in total on top of the shell${goal}`, () => {
      // Everything the screen loads that the shell had not: the remote's code and the shared
      // modules (tables, forms) it is the first to use, as a user meets it (issue 28).
      const message = overBudget(`the ${area} area's first screen`, onTopOfTheShell(builds, areaFirstRouteSteps(area)), budgetKb);
      assert.equal(message, null, message ?? '');
    });
  }

  it("the portal's address, signed out: the shell page requests none of the shell's scripts before its gate decides (issue 28)", () => {
    const page = fs.readFileSync(path.join(ROOT, 'host', 'dist', 'index.html'), 'utf8');
    const scriptFiles = [...page.matchAll(/<script[^>]*\bsrc=["']?([^"' >]+)/g)].map(([, src]) => src);
    // page-direction.js (a few lines, the page's language) only; the shell's entry is in the gate's list.
    assert.deepEqual(scriptFiles, ['/page-direction.js']);
    assert.match(page, /location\.replace\(["']\/auth\/login["']\)/);
    assert.match(page, /\[["']\/main\.js["']\]/);
  });

  it('loads no library twice on the way to any area (the shared singletons stay single)', () => {
    for (const area of Object.keys(AREA_FIRST_ROUTES)) {
      const chunks = screenChunks(builds, [...SCREENS.shellAfterSignIn.steps, ...areaFirstRouteSteps(area)]);
      assert.deepEqual(loadedTwice(chunks, ALLOWED_TWICE), [], `the ${area} area`);
    }
  });
});
