import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  ACCOUNT_API_PATHS,
  CITIZEN_API_PATHS,
  apiPath,
  type ChildDetail,
  type HistoryEntry,
  type Language,
  type LoginResponse,
  type PlaceRow,
} from '@evax/shared/contract';
import type { TranslationShape } from '@evax/shared/runtime';
import { childAddAr } from '../../remote-citizen/src/child/i18n/add.ar';
import { childAddFr } from '../../remote-citizen/src/child/i18n/add.fr';
import { parentAr } from '../../remote-citizen/src/parent/i18n/ar';
import { parentFr } from '../../remote-citizen/src/parent/i18n/fr';
import { apiSignIn, uniquePhone } from './account-support';

export const CHILD_TEXTS: Record<'fr' | 'ar', TranslationShape<typeof childAddFr>> = { fr: childAddFr, ar: childAddAr };
export const PARENT_TEXTS: Record<'fr' | 'ar', TranslationShape<typeof parentFr>> = { fr: parentFr, ar: parentAr };

const bearer = (session: LoginResponse) => ({ Authorization: `Bearer ${session.access}` });

/** Random letters of a script: names no seeded child is like, so only the journey's own candidates show. */
function randomWord(letters: string, length: number): string {
  return Array.from({ length }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}
const LATIN = 'bcdfgklmnprstvz';
const ARABIC = 'بتثجحخدذرزسشصضطظعغفقكلمنهوي';

export interface Person {
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
}

/** A family no other run uses: the children's last name, the mother (new parent) with her identity card and phone. */
export function newFamily() {
  const lastNameFr = `Ben ${randomWord(LATIN, 3)}a${randomWord(LATIN, 3)}i`.replace(/^Ben (.)/, (_, c: string) => `Ben ${c.toUpperCase()}`);
  const lastNameAr = `بن ${randomWord(ARABIC, 5)}`;
  return {
    lastNameFr,
    lastNameAr,
    mother: {
      firstNameFr: 'Amira',
      lastNameFr,
      firstNameAr: 'أميرة',
      lastNameAr,
      nationalId: String(10_000_000 + Math.floor(Math.random() * 89_999_999)),
      phone: uniquePhone(),
    },
  };
}

/** A birth date in the past no other run picks the same week (random day of the last 12 years). */
export function randomBirthDate(): string {
  const day = new Date(Date.now() - (60 + Math.floor(Math.random() * 4300)) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

export const shiftDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);
const typedDate = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

export interface ChildData extends Person {
  birthDate: string;
  gender: 'male' | 'female';
  motherFirstNameFr: string;
}

async function pickOption(page: Page, selectId: string, title: string): Promise<void> {
  const select = page.locator(`#${selectId}`);
  await select.click();
  // A long list renders only its first options: search it (the async selects ask their loader).
  await select.pressSequentially(title.slice(0, 3));
  const option = page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`);
  await option.click();
  await expect(select).toHaveAttribute('aria-expanded', 'false');
}

const C = 'child-add-child_child_';

/** Step 1: the child's data, born in Sfax (delegation Sfax Ville, صفاقس المدينة). */
export async function fillChildStep(page: Page, language: Language, child: ChildData): Promise<void> {
  await page.locator(`#${C}firstNameFr`).fill(child.firstNameFr);
  await page.locator(`#${C}lastNameFr`).fill(child.lastNameFr);
  await page.locator(`#${C}firstNameAr`).fill(child.firstNameAr);
  await page.locator(`#${C}lastNameAr`).fill(child.lastNameAr);
  await page.locator(`#${C}birthDate`).pressSequentially(typedDate(child.birthDate));
  await page.locator(`#${C}birthDate`).press('Tab');
  await page
    .locator(`[data-field="child.gender"] .ant-radio-button-wrapper`)
    .nth(child.gender === 'male' ? 0 : 1)
    .click();
  await page.locator(`#${C}motherFirstNameFr`).fill(child.motherFirstNameFr);
  await pickOption(page, `${C}birthGovernorate`, language === 'ar' ? 'صفاقس' : 'Sfax');
  await pickOption(page, `${C}birthDelegation`, language === 'ar' ? 'صفاقس المدينة' : 'Sfax Ville');
  await page.locator(`#${C}birthWeightKg`).fill('3.1');
}

export async function nextStep(page: Page): Promise<void> {
  await page.locator('.evax-step-form button[type="submit"]').click();
  await expect(page.locator('#child-add-paper_paper_nationalId')).toBeVisible();
}

/** Step 2: check the parent's identity card; a new parent is typed in, a registered one shown. */
export async function parentStep(page: Page, language: Language, mother: ReturnType<typeof newFamily>['mother'], expected: 'new' | 'exists'): Promise<void> {
  const t = PARENT_TEXTS[language as 'fr' | 'ar'].CITIZEN.PARENT;
  await page.locator('#child-add-paper_paper_nationalId').fill(mother.nationalId);
  await page.getByRole('button', { name: t.CHECK.BUTTON }).click();
  if (expected === 'new') {
    await expect(page.getByText(t.CHECK.NEW)).toBeVisible();
    await page.locator('#child-add-parent_parent_firstNameFr').fill(mother.firstNameFr);
    await page.locator('#child-add-parent_parent_lastNameFr').fill(mother.lastNameFr);
    await page.locator('#child-add-parent_parent_firstNameAr').fill(mother.firstNameAr);
    await page.locator('#child-add-parent_parent_lastNameAr').fill(mother.lastNameAr);
    await page.locator('#child-add-parent_parent_phone').fill(mother.phone);
  } else {
    await expect(page.getByText(t.CHECK.EXISTS)).toBeVisible();
    await expect(page.getByTestId('registered-parent')).toContainText(language === 'ar' ? mother.firstNameAr : mother.firstNameFr);
  }
  await pickOption(page, 'child-add_role', t.ROLES.mother);
}

/** Save, and the create call's answer. */
export async function saveChild(page: Page): Promise<{ status: number; body: { evaxNumber?: string; candidates?: { evaxNumber: string }[] } }> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/api/citizen/') && response.url().includes('create_children'),
  );
  await page.locator('.evax-step-form button[type="submit"]').click();
  const response = await answer;
  return { status: response.status(), body: await response.json() };
}

export async function agentSession(request: APIRequestContext): Promise<LoginResponse> {
  return apiSignIn(request, 'agent');
}

export async function childRecord(request: APIRequestContext, session: LoginResponse, evaxNumber: string): Promise<ChildDetail> {
  const response = await request.get(apiPath(CITIZEN_API_PATHS.childDetail, { param: evaxNumber }), { headers: bearer(session) });
  expect(response.status()).toBe(200);
  return (await response.json()) as ChildDetail;
}

export async function childHistory(request: APIRequestContext, session: LoginResponse, evaxNumber: string): Promise<HistoryEntry[]> {
  const response = await request.get(apiPath(CITIZEN_API_PATHS.childHistory, { param: evaxNumber }), { headers: bearer(session) });
  expect(response.status()).toBe(200);
  return (await response.json()) as HistoryEntry[];
}

/** A child registered through the API (the set-up of the duplicate journeys), with a new mother. */
export async function registerChild(
  request: APIRequestContext,
  session: LoginResponse,
  child: ChildData,
  mother: ReturnType<typeof newFamily>['mother'],
): Promise<string> {
  const governorates = (await (await request.get(ACCOUNT_API_PATHS.governorates, { headers: bearer(session) })).json()) as PlaceRow[];
  const sfax = governorates.find((place) => place.nameFr === 'Sfax')!;
  const { motherFirstNameFr, ...own } = child;
  const response = await request.post(CITIZEN_API_PATHS.childCreate, {
    headers: bearer(session),
    data: { child: { ...own, motherFirstNameFr, birthGovernorate: sfax.id }, parent: { ...mother }, role: 'mother', confirmNotDuplicate: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { evaxNumber: string }).evaxNumber;
}
