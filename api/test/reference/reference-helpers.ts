import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { PERMISSIONS, type Permission } from '@evax/shared/contract';
import { NATIONAL_STRUCTURE_CODE } from '../../src/db/seed/reference/structures.js';
import { bearer, signIn, type TestApp } from '../support/app.js';

/** Every permission of the reference area (spec 3 §6). */
export const REFERENCE_PERMISSIONS: Permission[] = [
  ...Object.values(PERMISSIONS.dci),
  ...Object.values(PERMISSIONS.specialty),
  ...Object.values(PERMISSIONS.lists),
];

/**
 * Signs in users holding exactly the permissions asked for: a role of their own at the national
 * structure, and the demo password (the hash is copied from a demo account: no argon2 work).
 */
export class Users {
  private readonly tokens = new Map<string, string>();
  constructor(private readonly t: TestApp) {}

  async named(username: string): Promise<string> {
    let token = this.tokens.get(`@${username}`);
    if (!token) {
      token = (await signIn(this.t.app, username)).access;
      this.tokens.set(`@${username}`, token);
    }
    return token;
  }

  async withPermissions(permissions: readonly Permission[]): Promise<string> {
    const key = [...permissions].sort().join(',');
    const cached = this.tokens.get(key);
    if (cached) return cached;
    const { db } = this.t;
    const suffix = randomUUID().slice(0, 8);
    const role = await db
      .insertInto('role')
      .values({ code: `T_${suffix}`, name_fr: `Rôle ${suffix}`, name_ar: `دور ${suffix}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (permissions.length > 0)
      await db
        .insertInto('role_permission')
        .values(permissions.map((permission) => ({ role_id: role.id, permission })))
        .execute();
    const { password_hash } = await db.selectFrom('app_user').select('password_hash').where('username', '=', 'agent').executeTakeFirstOrThrow();
    const username = `t.${suffix}`;
    const user = await db
      .insertInto('app_user')
      .values({ username, first_name_fr: 'Test', last_name_fr: suffix, first_name_ar: 'تجربة', last_name_ar: 'تجربة', password_hash, first_login: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const structure = await db.selectFrom('structure').select('id').where('code', '=', NATIONAL_STRUCTURE_CODE).executeTakeFirstOrThrow();
    await db.insertInto('user_structure').values({ user_id: user.id, structure_id: structure.id, role_id: role.id, is_default: true }).execute();
    const token = (await signIn(this.t.app, username)).access;
    this.tokens.set(key, token);
    return token;
  }

  /** A user with every reference permission but `missing`. */
  allBut(...missing: Permission[]): Promise<string> {
    return this.withPermissions(REFERENCE_PERMISSIONS.filter((p) => !missing.includes(p)));
  }
}

/** A multipart/form-data body: text fields, and files ({ filename, content, contentType }). */
export function multipart(parts: Record<string, string | { filename: string; content: Buffer | string; contentType?: string }>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----evax${randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType ?? 'application/octet-stream'}\r\n\r\n`,
          'utf8',
        ),
        Buffer.isBuffer(value.content) ? value.content : Buffer.from(value.content, 'utf8'),
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A request as `token` (none when null). */
export function call(t: TestApp, token: string | null, options: InjectOptions): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(token ? bearer(token) : {}) } }) as Promise<LightMyRequestResponse>;
}

export interface RowCounts {
  dci: number;
  specialty: number;
  option_list: number;
  option_list_item: number;
  audit_log: number;
}

/** Row counts, to check that a refused request wrote nothing. */
export async function rowCounts(t: TestApp): Promise<RowCounts> {
  const { rows } = await sql<RowCounts>`select
    (select count(*)::int from dci) as dci,
    (select count(*)::int from specialty) as specialty,
    (select count(*)::int from option_list) as option_list,
    (select count(*)::int from option_list_item) as option_list_item,
    (select count(*)::int from audit_log) as audit_log`.execute(t.db);
  return rows[0]!;
}

/** A DCI inserted directly (a unique name each time). */
export async function insertDci(
  t: TestApp,
  overrides: Partial<{ name: string; is_active: boolean; vaccine_category: 'routine' | 'occasional' }> = {},
): Promise<number> {
  const { id } = await t.db
    .insertInto('dci')
    .values({
      name: `Vaccin de test ${randomUUID().slice(0, 8)}`,
      vaccine_type: 'inactivated',
      vaccine_category: 'occasional',
      age_range: ['M2'],
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

let pctCounter = 0;
/** A PCT code no seed uses (the seed's demo codes start with 990). */
export const freshPctCode = () => `55${String(process.pid % 1000).padStart(3, '0')}${String(++pctCounter).padStart(4, '0')}`;

export async function insertSpecialty(t: TestApp, dciId: number, overrides: Partial<{ is_active: boolean; commercial_name: string }> = {}): Promise<number> {
  const { id } = await t.db
    .insertInto('specialty')
    .values({
      dci_id: dciId,
      pct_code: freshPctCode(),
      commercial_name: `Produit ${randomUUID().slice(0, 8)}`,
      manufacturer: 'Laboratoire de test',
      label: null,
      reminder: null,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let listCounter = 0;
/** A list code, French and Arabic names no other test list has. */
export function freshListNames(): { code: string; nameFr: string; nameAr: string } {
  const n = ++listCounter;
  const word = [...String(n).padStart(3, '0')].map((d) => LETTERS[Number(d)]).join('');
  const arabic = [...String(n).padStart(3, '0')].map((d) => 'ابتثجحخدذر'[Number(d)]).join('');
  return { code: `TEST_LIST_${n}`, nameFr: `Liste de test ${word}`, nameAr: `قائمة تجريبية ${arabic}` };
}

/** A list created directly with added options (no default ones). */
export async function insertList(
  t: TestApp,
  options: { valueFr: string; valueAr: string; is_active?: boolean }[] = [{ valueFr: 'Oui', valueAr: 'نعم' }],
): Promise<number> {
  const names = freshListNames();
  const { id } = await t.db
    .insertInto('option_list')
    .values({ code: names.code, name_fr: names.nameFr, name_ar: names.nameAr })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('option_list_item')
    .values(options.map((o, i) => ({ list_id: id, is_default: false, rank: i + 1, value_fr: o.valueFr, value_ar: o.valueAr, is_active: o.is_active ?? true })))
    .execute();
  return id;
}
