import { expect, type APIRequestContext } from '@playwright/test';
import { ACCOUNT_API_PATHS, API_PATHS, apiPath, type LoginResponse, type Paged, type SmsOutboxRow } from '@evax/shared/contract';
import { DEMO_PASSWORD } from './support';

/** A strong password of the spec's rule. */
export const START_PASSWORD = 'Depart-2026!';

export interface Account {
  id: number;
  username: string;
  phone: string;
  password: string;
}

let counter = 0;
/** Unique per run, worker and call: tests run in parallel on one database. */
function uniqueTag(): string {
  return `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;
}

/** 8 digits no demo account has (theirs start with 2, 5 or 9): 4, then 7 pseudo-random digits. */
export function freshPhone(): string {
  const digits = `4${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  return `+216 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}

async function superadminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(API_PATHS.login, { data: { username: 'superadmin', password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as LoginResponse).access;
}

/**
 * An account of the test's own, through the real API: a registration, then an administrator
 * activates it (POST /api/users/{id}/activate). Demo accounts are never changed.
 */
export async function createAccount(request: APIRequestContext, prefix: string): Promise<Account> {
  const username = `e2e-${prefix}-${uniqueTag()}`;
  const phone = freshPhone();
  const registered = await request.post(ACCOUNT_API_PATHS.register, {
    data: {
      username,
      email: `${username}@e2e.example`,
      password: START_PASSWORD,
      firstNameFr: 'Amel',
      lastNameFr: 'Essai',
      firstNameAr: 'أمل',
      lastNameAr: 'تجربة',
      phone,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { id } = (await registered.json()) as { id: number };
  const activated = await request.post(apiPath(API_PATHS.userActivate, { id }), { headers: { Authorization: `Bearer ${await superadminToken(request)}` } });
  expect(activated.status(), await activated.text()).toBe(200);
  return { id, username, phone, password: START_PASSWORD };
}

/** The code of the last SMS sent to a number, read from the development outbox (EVAX_SMS_DEV_OUTBOX=1, api/README.md) as superadmin. */
export async function lastSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(ACCOUNT_API_PATHS.smsDevOutbox, {
    params: { to: phone },
    headers: { Authorization: `Bearer ${await superadminToken(request)}` },
  });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as Paged<SmsOutboxRow>;
  const code = /\b(\d{6})\b/.exec(results[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Another code of the same length (a wrong one for sure). */
export function wrongCode(code: string): string {
  return code.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));
}
