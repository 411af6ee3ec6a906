import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CITIZEN_API_PATHS, REFERENCE_API_PATHS, type LoginResponse } from '@evax/shared/contract';
import { agentApi, registerChild } from './child-card-support';

/** WCAG 2.1 A and AA, as axe-core tags them. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);

/**
 * The page's critical and serious violations, one line each: rule, page, and the elements (a few).
 * `within`: a selector to scan alone (the page's own content, when the shell around it was scanned
 * already: its menu is most of the page's nodes).
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${new URL(page.url()).pathname}: ${violation.id} (${violation.impact}, ${violation.nodes.length}) ${targets.join(' | ')}`;
    });
}

/** What a page shows while it waits: a spinner, a skeleton, a region marked busy (the area's loading). */
const BUSY = '.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]';
/** The mark left on what the main region showed before an in-app navigation. */
const LEFT = 'data-e2e-left';
/** The main region: what changes from one page of the signed-in portal to the next. */
export const MAIN_REGION = '#main-content';
/** The page's own content: the main region but the shell's title and breadcrumb. */
const CONTENT = `${MAIN_REGION} > :not(header)`;

/**
 * Opens `path` from inside the signed-in portal as its router does for a link (the shell stays, no
 * page load), and waits until the previous page's content is gone, the new one drawn and its data
 * in. A page load per page (the shell, the remotes' entries, the sign-in state again) was most of
 * the accessibility journeys' time on CI's two cores.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const moved = await page.evaluate(
    ({ to, left, content }) => {
      if (window.location.pathname + window.location.search === to) return false;
      document.querySelectorAll(`${content}, ${content} *`).forEach((element) => element.setAttribute(left, ''));
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return true;
    },
    { to: path, left: LEFT, content: CONTENT },
  );
  if (moved) {
    await expect(page.locator(`${CONTENT} [${LEFT}], ${CONTENT}[${LEFT}]`)).toHaveCount(0);
    await expect(page.locator(CONTENT).first()).toBeAttached();
  }
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator(BUSY)).toHaveCount(0);
}

/**
 * Ids of things to open: a child of its own (the first of a list could be one another journey is
 * deleting at the same time), a citizen, a DCI, a specialty, an option list.
 */
export async function pageIds(request: APIRequestContext, session: LoginResponse) {
  const headers = { Authorization: `Bearer ${session.access}` };
  const first = async <T>(url: string): Promise<T> => {
    const response = await request.get(url, { headers });
    expect(response.status(), url).toBe(200);
    const body = (await response.json()) as { results?: T[] } | T[];
    const rows = Array.isArray(body) ? body : body.results!;
    return rows[0]!;
  };
  return {
    evaxNumber: (await registerChild(request, await agentApi(request))).evaxNumber,
    citizenId: (await first<{ id: number }>(`${CITIZEN_API_PATHS.citizenList}?page_size=1`)).id,
    dciId: (await first<{ id: number }>(`${REFERENCE_API_PATHS.dciList}?page_size=1`)).id,
    specialtyId: (await first<{ id: number }>(`${REFERENCE_API_PATHS.specialtyList}?page_size=1`)).id,
    listId: (await first<{ id: number }>(`${REFERENCE_API_PATHS.optionLists}?page_size=1`)).id,
  };
}
