import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CITIZEN_API_PATHS, REFERENCE_API_PATHS, type LoginResponse } from '@evax/shared/contract';
import { agentApi, registerChild } from './child-card-support';

/** WCAG 2.1 A and AA, as axe-core tags them. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['critical', 'serious']);

/** The page's critical and serious violations, one line each: rule, page, and the elements (a few). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${new URL(page.url()).pathname}: ${violation.id} (${violation.impact}, ${violation.nodes.length}) ${targets.join(' | ')}`;
    });
}

/** Opens a page and waits for what it shows first: a title, or the login form. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
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
