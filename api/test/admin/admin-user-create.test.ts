import { ACCOUNT_FIELD_KEYS, API_PATHS, ERROR_CODES, PERMISSIONS, type LoginResponse, type UserCreateRequest, type UserRow } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { bearer, expectFieldError } from '../support/app.js';
import { signIn, startAccountApp, type AccountTestApp } from '../support/account.js';

const PASSWORD = 'Premier-Mot2passe!';

describe.each(BACKENDS)('POST /api/users (an administrator creates an account) on %s', (backend) => {
  let t: AccountTestApp;
  let admin: LoginResponse;
  let centres: number[];
  beforeAll(async () => {
    t = await startAccountApp(backend);
    admin = await signIn(t.app, 'admin');
    centres = (await t.db.selectFrom('structure').select('id').where('type', '=', 'CSB').orderBy('code').limit(2).execute()).map((s) => s.id);
  });
  afterAll(() => t.close());

  const body = (overrides: Partial<UserCreateRequest> = {}): UserCreateRequest => ({
    username: 'nouvel.agent',
    email: 'nouvel.agent@example.tn',
    firstNameFr: 'Nour',
    lastNameFr: 'Ben Salah',
    firstNameAr: 'نور',
    lastNameAr: 'بن صالح',
    phone: '22 333 444',
    password: PASSWORD,
    structures: [
      { structure: centres[0]!, role: 'HEALTH_AGENT' },
      { structure: centres[1]!, role: 'HEALTH_AGENT', isDefault: true },
    ],
    ...overrides,
  });
  const create = (payload: unknown, session: LoginResponse = admin) =>
    t.app.inject({ method: 'POST', url: API_PATHS.users, headers: bearer(session.access), payload: payload as object });
  const userCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('app_user')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('creates an active account with its structures, which must change its password at first sign-in', async () => {
    const response = await create(body());
    expect(response.statusCode).toBe(201);
    const row = response.json<UserRow>();
    expect(row).toMatchObject({
      username: 'nouvel.agent',
      phone: '+216 22 333 444',
      isActive: true,
      isSuperuser: false,
      roles: [{ nameFr: 'Agent de santé', nameAr: 'عون صحة' }],
    });

    const session = await signIn(t.app, 'nouvel.agent', PASSWORD);
    expect(session.profile.user.firstLogin).toBe(true);
    expect(session.permissions).toContain(PERMISSIONS.vaccination.view);
    const details = session.profile.user.structuresDetails;
    expect(details.map((d) => [d.structure.id, d.isDefault])).toEqual(
      expect.arrayContaining([
        [centres[0], false],
        [centres[1], true],
      ]),
    );
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'app_user').where('entity_id', '=', String(row.id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.user_id).toBe(admin.profile.user.pk);
    expect(JSON.stringify(audit[0])).not.toContain(PASSWORD);
  });

  test('firstLogin: false gives a user who works at once; the first structure is the default when none is marked', async () => {
    const response = await create(
      body({ username: 'agent.direct', email: null, phone: null, firstLogin: false, structures: [{ structure: centres[0]!, role: 'HEALTH_AGENT' }] }),
    );
    expect(response.statusCode).toBe(201);
    const session = await signIn(t.app, 'agent.direct', PASSWORD);
    expect(session.profile.user.firstLogin).toBe(false);
    expect(session.permissions).toContain(PERMISSIONS.vaccination.view);
    expect(session.profile.user.structuresDetails[0]!.isDefault).toBe(true);
  });

  test('refuses bad input with field errors and writes nothing', async () => {
    const before = await userCount();
    const weak = await create(body({ username: 'faible', email: null, phone: null, password: 'password' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password[0].key).toBe('ERROR.CODE.VALIDATION.WEAK_PASSWORD');
    const badPhone = await create(body({ username: 'tel', email: null, phone: '12' }));
    expectFieldError(badPhone, 'phone', ACCOUNT_FIELD_KEYS.phone);
    const twoDefaults = await create(
      body({
        username: 'deux',
        email: null,
        phone: null,
        structures: [
          { structure: centres[0]!, role: 'HEALTH_AGENT', isDefault: true },
          { structure: centres[1]!, role: 'HEALTH_AGENT', isDefault: true },
        ],
      }),
    );
    expectFieldError(twoDefaults, 'structures', 'invalid');
    const unknownRole = await create(body({ username: 'role', email: null, phone: null, structures: [{ structure: centres[0]!, role: 'NO_SUCH_ROLE' }] }));
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().errorCode).toBe(ERROR_CODES.ENTITY_NOT_VALID);
    const unknownStructure = await create(body({ username: 'lieu', email: null, phone: null, structures: [{ structure: 999999, role: 'HEALTH_AGENT' }] }));
    expect(unknownStructure.json().errorCode).toBe(ERROR_CODES.ENTITY_NOT_VALID);
    const extra = await create({ ...body({ username: 'extra', email: null, phone: null }), isSuperuser: true });
    expect(extra.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  test('a taken user name (any case), e-mail or phone is 400 code 200', async () => {
    const taken = await create(body({ username: 'AGENT', email: null, phone: null }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errorCode).toBe(ERROR_CODES.ENTITY_ALREADY_EXISTS);
    expectFieldError(taken, 'username', ACCOUNT_FIELD_KEYS.usernameAlreadyUsed);
    const phone = await create(body({ username: 'autre', email: null }));
    expectFieldError(phone, 'phone', ACCOUNT_FIELD_KEYS.phoneAlreadyUsed);
  });

  test('needs add-users: an agent gets 403, nobody signed in 401', async () => {
    const agent = await signIn(t.app, 'agent');
    expect((await create(body({ username: 'par.agent' }), agent)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: API_PATHS.users, payload: body({ username: 'anonyme' }) })).statusCode).toBe(401);
    expect(await t.db.selectFrom('app_user').select('id').where('username', 'in', ['par.agent', 'anonyme']).execute()).toEqual([]);
  });
});
