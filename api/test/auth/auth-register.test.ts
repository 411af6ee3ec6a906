import { ACCOUNT_API_PATHS, ACCOUNT_FIELD_KEYS, ERROR_CODES, ERROR_KEYS, type RegisterResponse } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { startAccountApp, type AccountTestApp } from '../support/account.js';

const PASSWORD = 'Register-Me-2026';
const valid = (n: number) => ({
  username: `new.user${n}`,
  email: `new.user${n}@example.tn`,
  password: PASSWORD,
  firstNameFr: 'Mariem',
  lastNameFr: 'Haddad',
  firstNameAr: 'مريم',
  lastNameAr: 'الحداد',
  phone: `71 300 ${String(n).padStart(3, '0')}`,
});

describe.each(BACKENDS)('registration on %s', (backend) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await startAccountApp(backend);
  });
  afterAll(() => t.close());

  const register = (payload: object) => t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.register, payload });
  const registerProfessional = (payload: object) => t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.registerPrivateProfessional, payload });

  test('creates an inactive account pending validation; signing in says so (105) once the password is right', async () => {
    const response = await register(valid(1));
    expect(response.statusCode).toBe(201);
    const body = response.json<RegisterResponse>();
    expect(body).toEqual({ id: expect.any(Number), username: 'new.user1', isActive: false, userType: 'STAFF' });
    const row = await t.db
      .selectFrom('app_user')
      .select(['is_active', 'phone', 'first_login', 'user_type', 'password_hash'])
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_active: false, phone: '+216 71 300 001', first_login: false, user_type: 'STAFF' });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await t.db.selectFrom('user_structure').select('structure_id').where('user_id', '=', body.id).execute()).toEqual([]);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'new.user1', password: PASSWORD } });
    expect(login.json().errorCode).toBe(ERROR_CODES.USER_INACTIVE);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'register')
      .where('entity_id', '=', String(body.id))
      .executeTakeFirstOrThrow();
    expect(audit.user_id).toBeNull();
    expect(audit.after).toMatchObject({ username: 'new.user1', isActive: false });
    expect(JSON.stringify(audit.after)).not.toContain(PASSWORD);
  });

  test('a taken user name, e-mail (any case) or phone (any spacing): 400, code 200, on the fields', async () => {
    await register(valid(2));
    const cases: [object, string, string][] = [
      [{ ...valid(3), username: 'NEW.USER2' }, 'username', ACCOUNT_FIELD_KEYS.usernameAlreadyUsed],
      [{ ...valid(3), email: 'New.User2@Example.TN' }, 'email', ACCOUNT_FIELD_KEYS.emailAlreadyUsed],
      [{ ...valid(3), phone: '+21671300002' }, 'phone', ACCOUNT_FIELD_KEYS.phoneAlreadyUsed],
    ];
    for (const [payload, field, key] of cases) {
      const response = await register(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS,
        key: ERROR_KEYS.ENTITY_ALREADY_EXISTS,
        fields: { [field]: [{ code: 'unique', key }] },
      });
    }
    expect((await register({ ...valid(3), email: 'NEW.user2@example.tn' })).json().detail).toBe('User already exists with this email address');
    expect((await register(valid(3))).statusCode).toBe(201);
  });

  test('the shared rules: strong password, e-mail, phone pattern, names of 2 to 200, user name characters', async () => {
    const response = await register({
      ...valid(4),
      password: 'weakpass',
      email: 'not-an-email',
      phone: '12 34',
      firstNameFr: 'A',
      lastNameAr: ' ',
      username: 'with space',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      password: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.weakPassword }],
      email: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.email }],
      phone: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.phone }],
      firstNameFr: [{ code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 2 } }],
      lastNameAr: [{ code: 'blank', key: 'ERROR.CODE.VALIDATION.BLANK' }],
      username: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.username }],
    });
    const missing = await register({ username: 'x' });
    expect(Object.keys(missing.json().fields).sort()).toEqual(['email', 'firstNameAr', 'firstNameFr', 'lastNameAr', 'lastNameFr', 'password', 'phone']);
  });

  test('registerPrivateHealthcareProfessional: the same, with the professional-body number, as a private professional', async () => {
    expect((await registerProfessional(valid(5))).json().fields).toEqual({ cnomNumber: [{ code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' }] });
    expect((await registerProfessional({ ...valid(5), cnomNumber: 'no spaces please' })).json().fields).toEqual({
      cnomNumber: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.cnomNumber }],
    });
    const response = await registerProfessional({ ...valid(5), cnomNumber: 'TN-4521' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ isActive: false, userType: 'PRIVATE_HEALTHCARE_PROFESSIONAL' });
    const row = await t.db
      .selectFrom('app_user')
      .select(['user_type', 'cnom_number', 'is_active'])
      .where('username', '=', 'new.user5')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_type: 'PRIVATE_HEALTHCARE_PROFESSIONAL', cnom_number: 'TN-4521', is_active: false });
  });
});
