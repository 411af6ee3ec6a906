// The browser's budgets (issue 15), checked on the built portal's chunk graphs: run after the
// build (scripts/test.mjs), it builds nothing. `node --test scripts/budget/budget.test.mjs`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROOT } from '../lib/packages.mjs';
import { ALLOWED_TWICE, AREA_FIRST_ROUTES, areaFirstRouteSteps, BROWSER_BUDGETS_KB, SCREENS } from '../../webpack/budgets.mjs';
import { loadedTwice, overBudget, readBuilds, screenChunks } from './screens.mjs';

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

  it('loads no library twice on the way to any area (the shared singletons stay single)', () => {
    for (const area of Object.keys(AREA_FIRST_ROUTES)) {
      const chunks = screenChunks(builds, [...SCREENS.shellAfterSignIn.steps, ...areaFirstRouteSteps(area)]);
      assert.deepEqual(loadedTwice(chunks, ALLOWED_TWICE), [], `the ${area} area`);
    }
  });
});
