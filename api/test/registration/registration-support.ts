import type { LightMyRequestResponse } from 'fastify';
import { apiPath, REGISTRATION_API_PATHS as PATHS, type CitizenSession, type RegistrationRequestDetail } from '@evax/shared/contract';
import type { SmsGateway, SmsMessage } from '../../src/modules/sms/gateway.js';
import { multipart } from '../reference/reference-helpers.js';
import { startAccountApp, type AccountTestApp } from '../support/account.js';
import { bearer, tokensFor } from '../support/app.js';
import type { Backend } from '../support/databases.js';

/** An SMS gateway that keeps what it is given (tests read the codes and decisions sent). */
export class CapturingSms implements SmsGateway {
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }
  to(phone: string): SmsMessage[] {
    return this.sent.filter((m) => m.to === phone);
  }
}

/** The six-digit code an SMS carries. */
export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

/** A registration test's app: its SMS captured, the staff named signed in. */
export async function startRegistrationApp(backend: Backend, staff: readonly string[]) {
  const sms = new CapturingSms();
  const t = await startAccountApp(backend, { sms });
  return { t, sms, tokens: await tokensFor(t.app, staff) };
}

/** A tiny PNG (its signature is what the API reads) and a tiny PDF. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('0000000dIHDR-the-rest-of-the-picture')]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

let serial = 0;

/** A distinct Tunisian mobile number and identity card per call. */
export function nextIdentity(): { phone: string; nationalId: string } {
  serial += 1;
  const local = `58${String(serial * 37 + (process.pid % 1000) * 1000)
    .padStart(6, '0')
    .slice(-6)}`;
  return {
    phone: `+216 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`,
    nationalId: String(70_000_000 + serial * 131 + (process.pid % 1000) * 10_000),
  };
}

export interface RegistrationValues {
  firstNameFr?: string;
  lastNameFr?: string;
  firstNameAr?: string;
  lastNameAr?: string;
  phone?: string;
  nationalId?: string;
  passportNumber?: string;
  nationality?: string;
  language?: string;
  /** Where the request is decided (issue 27): a governorate id, and a structure of it. */
  governorate?: string;
  structure?: string;
}

/** The governorate of the demo agent's centre (agent2's default centre is in it too): the default choice at registration. */
export async function agentGovernorate(t: AccountTestApp): Promise<string> {
  const row = await t.db.selectFrom('structure').select('governorate_id').where('code', '=', 'CSB-11-1').executeTakeFirstOrThrow();
  return String(row.governorate_id);
}

export function registrationForm(
  values: RegistrationValues,
  file: { filename: string; content: Buffer; contentType?: string } | null = { filename: 'cin.png', content: PNG, contentType: 'image/png' },
) {
  const fields = { firstNameFr: 'Mouna', lastNameFr: 'Jlassi', firstNameAr: 'منى', lastNameAr: 'الجلاصي', ...values };
  const parts: Parameters<typeof multipart>[0] = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>;
  if (file) parts.file = file;
  return multipart(parts);
}

export async function registerCitizen(
  t: AccountTestApp,
  values: RegistrationValues = {},
  file?: Parameters<typeof registrationForm>[1],
): Promise<LightMyRequestResponse> {
  const identity = nextIdentity();
  const form = registrationForm({ ...identity, governorate: await agentGovernorate(t), ...values }, file);
  return t.app.inject({ method: 'POST', url: PATHS.citizenSpaceRegister, ...form });
}

export const as = (token: string | undefined) => (token ? bearer(token) : {});

/** A registration accepted by the agent (token given): the request as it then stands. */
export async function acceptedRegistration(t: AccountTestApp, agentToken: string): Promise<RegistrationRequestDetail> {
  const { id } = (await registerCitizen(t)).json<{ id: number }>();
  const accepted = await t.app.inject({ method: 'POST', url: apiPath(PATHS.subscriptionRequestValidate, { id }), payload: {}, headers: as(agentToken) });
  return accepted.json<RegistrationRequestDetail>();
}

/** The citizen-space session of an account's phone: a code asked for, then signed in with it. */
export async function citizenSession(t: AccountTestApp, sms: CapturingSms, phone: string): Promise<CitizenSession> {
  await t.app.inject({ method: 'POST', url: PATHS.citizenSpaceOtp, payload: { phone } });
  const code = codeIn(sms.to(phone).at(-1)!.text)!;
  return (await t.app.inject({ method: 'POST', url: PATHS.citizenSpaceLogin, payload: { phone, code } })).json<CitizenSession>();
}
