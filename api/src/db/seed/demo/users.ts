import type { Transaction } from 'kysely';
import type { Language } from '@evax/shared/contract';
import type { Civility, Database } from '../../schema.js';
import { hashPassword } from '../../../modules/accounts/passwords.js';
import { SeededRandom } from '../random.js';
import { ROLE_CODES } from '../reference/roles.js';
import { NATIONAL_STRUCTURE_CODE, healthCentreCode, regionalDirectorateCode } from '../reference/structures.js';
import { BOY_NAMES, FAMILY_NAMES, GIRL_NAMES } from './names.js';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'Evax-Demo-2026';
const EMAIL_DOMAIN = 'evax-demo.example';
const OTHER_USERS = 25;

interface Membership {
  structureCode: string;
  roleCode: string;
  isDefault: boolean;
}

interface DemoUser {
  username: string;
  civility: Civility;
  firstName: readonly [string, string];
  lastName: readonly [string, string];
  isSuperuser?: boolean;
  isDssb?: boolean;
  isActive?: boolean;
  preferredLanguage?: Language;
  memberships: Membership[];
}

const only = (structureCode: string, roleCode: string): Membership[] => [{ structureCode, roleCode, isDefault: true }];

/** The accounts the README names, one per kind of user. */
export const NAMED_DEMO_USERS: DemoUser[] = [
  {
    username: 'superadmin',
    civility: 'MR',
    firstName: ['Sami', 'سامي'],
    lastName: ['Ben Amor', 'بن عمر'],
    isSuperuser: true,
    memberships: only(NATIONAL_STRUCTURE_CODE, ROLE_CODES.admin),
  },
  {
    username: 'dssb',
    civility: 'MRS',
    firstName: ['Leila', 'ليلى'],
    lastName: ['Masmoudi', 'المصمودي'],
    isDssb: true,
    memberships: only(NATIONAL_STRUCTURE_CODE, ROLE_CODES.regionalManager),
  },
  {
    username: 'admin',
    civility: 'MR',
    firstName: ['Hichem', 'هشام'],
    lastName: ['Gharbi', 'الغربي'],
    memberships: only(regionalDirectorateCode('11'), ROLE_CODES.admin),
  },
  {
    username: 'agent',
    civility: 'MRS',
    firstName: ['Amel', 'أمل'],
    lastName: ['Trabelsi', 'الطرابلسي'],
    memberships: only(healthCentreCode('11', 1), ROLE_CODES.healthAgent),
  },
  {
    username: 'agent2',
    civility: 'MR',
    firstName: ['Nabil', 'نبيل'],
    lastName: ['Jlassi', 'الجلاصي'],
    preferredLanguage: 'ar',
    memberships: [
      { structureCode: healthCentreCode('11', 2), roleCode: ROLE_CODES.healthAgent, isDefault: true },
      { structureCode: healthCentreCode('12', 1), roleCode: ROLE_CODES.healthAgent, isDefault: false },
    ],
  },
];

const asciiSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** Agents, vaccinators and regional managers across the country, so that the users list has pages. */
function otherDemoUsers(centreCodes: string[], directorateCodes: string[]): DemoUser[] {
  const random = new SeededRandom(2026);
  const taken = new Set(NAMED_DEMO_USERS.map((u) => u.username));
  const users: DemoUser[] = [];
  for (let i = 0; i < OTHER_USERS; i++) {
    const female = random.chance(0.5);
    const firstName = random.pick(female ? GIRL_NAMES : BOY_NAMES);
    const lastName = random.pick(FAMILY_NAMES);
    let username = `${asciiSlug(firstName[0])[0]}.${asciiSlug(lastName[0])}`;
    for (let n = 2; taken.has(username); n++) username = `${username.replace(/\d+$/, '')}${n}`;
    taken.add(username);
    const roleCode = otherUserRole(i);
    const structureCode = random.pick(roleCode === ROLE_CODES.regionalManager ? directorateCodes : centreCodes);
    users.push({
      username,
      civility: female ? random.pick(['MRS', 'MISS'] as const) : 'MR',
      firstName,
      lastName,
      isActive: i % 8 !== 7,
      preferredLanguage: random.chance(0.3) ? 'ar' : 'fr',
      memberships: only(structureCode, roleCode),
    });
  }
  return users;
}

/** Mostly agents; every sixth a regional manager, a few vaccinators, one on the archived role. */
function otherUserRole(index: number): string {
  if (index === OTHER_USERS - 3) return ROLE_CODES.dataEntry;
  if (index % 6 === 5) return ROLE_CODES.regionalManager;
  if (index % 6 === 4) return ROLE_CODES.vaccinator;
  return ROLE_CODES.healthAgent;
}

function phoneNumber(random: SeededRandom): string {
  return `+216 ${random.pick(['20', '22', '25', '50', '52', '55', '98', '97', '93'])} ${random.int(100, 999)} ${random.int(100, 999)}`;
}

export async function seedDemoUsers(trx: Transaction<Database>): Promise<void> {
  const structures = await trx.selectFrom('structure').select(['id', 'code', 'type']).orderBy('code').execute();
  const roles = await trx.selectFrom('role').select(['id', 'code']).execute();
  const structureId = new Map(structures.map((s) => [s.code, s.id]));
  const roleId = new Map(roles.map((r) => [r.code, r.id]));
  const codesOf = (type: string) => structures.filter((s) => s.type === type).map((s) => s.code);
  const users = [...NAMED_DEMO_USERS, ...otherDemoUsers(codesOf('CSB'), codesOf('REGIONAL_DIRECTORATE'))];
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)));
  const random = new SeededRandom(216);

  for (const [index, user] of users.entries()) {
    const { id } = await trx
      .insertInto('app_user')
      .values({
        username: user.username,
        email: `${user.username}@${EMAIL_DOMAIN}`,
        civility: user.civility,
        first_name_fr: user.firstName[0],
        first_name_ar: user.firstName[1],
        last_name_fr: user.lastName[0],
        last_name_ar: user.lastName[1],
        phone: phoneNumber(random),
        password_hash: hashes[index]!,
        is_active: user.isActive ?? true,
        is_superuser: user.isSuperuser ?? false,
        is_dssb: user.isDssb ?? false,
        first_login: false,
        preferred_language: user.preferredLanguage ?? 'fr',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_structure')
      .values(
        user.memberships.map((m) => ({
          user_id: id,
          structure_id: required(structureId, m.structureCode, 'structure'),
          role_id: required(roleId, m.roleCode, 'role'),
          is_default: m.isDefault,
        })),
      )
      .execute();
  }
}

function required(ids: Map<string, number>, code: string, what: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`demo seed: unknown ${what} ${code}`);
  return id;
}
