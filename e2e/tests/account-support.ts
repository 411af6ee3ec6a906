import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  ACCOUNT_API_PATHS,
  API_PATHS,
  type Language,
  type LoginResponse,
  type Paged,
  type SmsOutboxRow,
  type StructureRow,
  type UserCreateRequest,
  type UserRow,
} from '@evax/shared/contract';
import { DEMO_PASSWORD } from './support';

/** The password the accounts of these tests start with. */
export const FIRST_PASSWORD = 'Premier-Mot2passe!';
export const NEW_PASSWORD = 'Nouveau-Mot2passe!';

/** A name no other run, worker or language uses. */
export function uniqueName(prefix: string, language: Language): string {
  return `${prefix}.${language}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** A Tunisian mobile number no other account has (random; two workers share the database). */
export function uniquePhone(): string {
  return `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

const bearer = (session: LoginResponse) => ({ Authorization: `Bearer ${session.access}` });

export async function apiSignIn(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<LoginResponse> {
  const response = await request.post(API_PATHS.login, { data: { username, password } });
  expect(response.status(), `login ${username}`).toBe(200);
  return (await response.json()) as LoginResponse;
}

/** Two health centres (their ids and names), from the structures every user may list. */
export async function twoCentres(request: APIRequestContext, session: LoginResponse): Promise<StructureRow[]> {
  const response = await request.get(`${ACCOUNT_API_PATHS.structures}?type=CSB&page_size=2`, { headers: bearer(session) });
  const { results } = (await response.json()) as Paged<StructureRow>;
  expect(results).toHaveLength(2);
  return results;
}

/** A health agent created through the administrators' API (POST /api/users, as superadmin). */
export async function createAgent(
  request: APIRequestContext,
  options: { username: string; firstLogin: boolean; phone?: string; structures: number[] },
): Promise<UserRow> {
  const admin = await apiSignIn(request, 'superadmin');
  const body: UserCreateRequest = {
    username: options.username,
    firstNameFr: 'Salma',
    lastNameFr: 'Trabelsi',
    firstNameAr: 'سلمى',
    lastNameAr: 'الطرابلسي',
    phone: options.phone ?? null,
    password: FIRST_PASSWORD,
    firstLogin: options.firstLogin,
    structures: options.structures.map((structure, index) => ({ structure, role: 'HEALTH_AGENT', isDefault: index === 0 })),
  };
  const response = await request.post(API_PATHS.users, { data: body, headers: bearer(admin) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as UserRow;
}

/**
 * The last code the outbox SMS gateway sent to this number: the development outbox (GET
 * /api/sms/dev-outbox as superadmin), which the e2e portal turns on (EVAX_SMS_DEV_OUTBOX=1).
 */
export async function lastCodeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  const admin = await apiSignIn(request, 'superadmin');
  let code: string | undefined;
  await expect(async () => {
    const response = await request.get(`${ACCOUNT_API_PATHS.smsDevOutbox}?to=${encodeURIComponent(phone)}`, { headers: bearer(admin) });
    const { results } = (await response.json()) as Paged<SmsOutboxRow>;
    code = /\b(\d{6})\b/.exec(results[0]?.text ?? '')?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code!;
}

/** A health agent of this test alone (unique name) at the first or both of two centres. */
export async function ownAgent(
  request: APIRequestContext,
  prefix: string,
  language: Language,
  options: { firstLogin: boolean; phone?: string; bothCentres?: boolean },
): Promise<{ username: string; centres: StructureRow[] }> {
  const centres = await twoCentres(request, await apiSignIn(request, 'superadmin'));
  const username = uniqueName(prefix, language);
  const structures = (options.bothCentres ? centres : centres.slice(0, 1)).map((centre) => centre.id);
  await createAgent(request, { username, firstLogin: options.firstLogin, phone: options.phone, structures });
  return { username, centres };
}

export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.locator('input#username').fill(username);
  await page.locator('input#password').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** A full-page picture for a person to look at (os tmp folder, evax-screenshots/). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(os.tmpdir(), 'evax-screenshots', `${name}.png`), fullPage: true });
}
