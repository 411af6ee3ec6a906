import {
  apiPath,
  ACCOUNT_API_PATHS,
  RABIES_API_PATHS as PATHS,
  RABIES_ERROR_KEYS,
  type Paged,
  type RabiesAbsentRow,
  type RabiesFicheCreated,
  type RabiesReminderSent,
  type RabiesRemindersSent,
  type SmsOutboxRow,
} from '@evax/shared/contract';
import { dayNumber, isoDay, tunisToday } from '@evax/shared/validation';
import { FakeClock, outboxMessages, startAccountApp, type AccountTestApp } from '../support/account.js';
import { callerFor, countRows, tokensFor, type Call, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';
import { childAged } from './vaccination-support.js';

/** Absences (issue 31): the absent list's export (CSV, XLSX) and the reminder SMS, with a clock the tests move. */
describe.each(BACKENDS)('anti-rabies absences on %s', (backend) => {
  let t: AccountTestApp;
  let call: Call;
  let rabiesDci: number;
  const clock = new FakeClock(new Date().toISOString());
  const realNow = () => new Date();
  const today = () => tunisToday(clock.now());
  const day = (offset: number) => isoDay(dayNumber(today()) + offset);
  const later = (days: number) => clock.set(new Date(realNow().getTime() + days * 86_400_000));

  beforeAll(async () => {
    t = await startAccountApp(backend, { clock });
    call = callerFor(t.app, await tokensFor(t.app, ['superadmin', 'admin', 'agent', 'agent2']));
    const dci = await t.db.selectFrom('dci').where('vaccine_category', '=', 'rabies').select('id').orderBy('id').executeTakeFirstOrThrow();
    rabiesDci = dci.id;
  }, 180_000);
  afterAll(() => t.close());
  beforeEach(() => clock.set(realNow()));

  const path = (template: string, param: number | string) => apiPath(template, { param: String(param) });
  const keyOf = (response: { json: <T>() => T }) => response.json<{ key: string }>().key;

  /** A category II sheet (A1: J0, J3, J7, J14) with its day-0 dose given today; `phone` as typed on the sheet. */
  async function sheetWithDayZero(phone: string | null = '98 765 432') {
    const evax = await childAged(t as unknown as TestApp, (await tokensFor(t.app, ['agent']))['agent']!, 3000);
    const created = await call('POST', PATHS.rabiesFicheCreate, 'agent', {
      evaxNumber: evax,
      preventive: false,
      weightKg: 60,
      phone,
      aggression: { date: day(-1), attackType: 'SCRATCH', lesionCount: 1, lesionDepth: 'SUPERFICIAL' },
      animal: { species: 'CAT', state: 'KNOWN_OBSERVED' },
      history: { previousTreatment: 'NONE' },
    });
    expect(created.statusCode).toBe(201);
    const { ficheId } = created.json<RabiesFicheCreated>();
    const given = await call('POST', path(PATHS.rabiesVaccinationUpdate, ficheId), 'agent', {
      rank: 0,
      givenDate: today(),
      dci: rabiesDci,
      lotNumber: 'RB-1',
      injectionSite: 'LEFT_ARM',
    });
    expect(given.statusCode).toBe(200);
    return { evax, ficheId };
  }
  const remind = (ficheId: number, user = 'agent', body: unknown = { language: 'ar' }) => call('POST', path(PATHS.rabiesAbsentReminder, ficheId), user, body);
  const written = async () => ({
    reminders: await countRows(t, 'rabies_reminder'),
    audit: await countRows(t, 'audit_log'),
    sms: await countRows(t, 'sms_outbox'),
  });

  test('the export: 401 without a token, 403 without the permission; CSV of the late rows with phone and days late, the structure filter kept', async () => {
    const { evax, ficheId } = await sheetWithDayZero();
    expect((await call('GET', PATHS.rabiesAbsentExport)).statusCode).toBe(401);
    expect((await call('GET', PATHS.rabiesAbsentExport, 'admin')).statusCode).toBe(403);
    later(5);
    const structure = (await call('GET', `${PATHS.rabiesAbsentList}?search=${evax}`, 'agent')).json<Paged<RabiesAbsentRow>>().results[0]!.structureId!;

    const csv = await call('GET', `${PATHS.rabiesAbsentExport}?format=csv&search=${evax}&structure=${structure}`, 'agent');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="absents-antirabique-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('evaxNumber,lastNameFr,firstNameFr,lastNameAr,firstNameAr,phone,type,nextDoseDate,daysLate,structureId,remindedOn');
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(',');
    expect([cells[0], cells[5], cells[6], cells[7], cells[8], cells[9], cells[10]]).toEqual([evax, '98 765 432', 'A1', day(-2), '2', String(structure), '']);

    const elsewhere = await call('GET', `${PATHS.rabiesAbsentExport}?search=${evax}&structure=${structure + 1000}`, 'agent');
    expect(
      elsewhere.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    const unseen = await call('GET', `${PATHS.rabiesAbsentExport}?search=${evax}`, 'agent2');
    expect(
      unseen.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    const xlsx = await call('GET', `${PATHS.rabiesAbsentExport}?format=xlsx&search=${evax}`, 'agent');
    expect([xlsx.statusCode, xlsx.headers['content-type']]).toEqual([200, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect((await call('GET', `${PATHS.rabiesAbsentExport}?format=pdf`, 'agent')).statusCode).toBe(400);
    expect(ficheId).toBeGreaterThan(0);
  });

  test('the reminder: sent through the gateway in the language asked, audited, listed; a second one the same day refused', async () => {
    const { evax, ficheId } = await sheetWithDayZero();
    later(5);
    const before = await written();
    const sent = await remind(ficheId);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<RabiesReminderSent>()).toEqual({ ficheId, phone: '+216 98 765 432', language: 'ar', sentOn: today() });
    expect(await outboxMessages(t.db, '+216 98 765 432')).toEqual([expect.stringContaining(`تذكير بالتلقيح ضد داء الكلب`)]);
    const outbox = (await call('GET', `${ACCOUNT_API_PATHS.smsDevOutbox}?to=${encodeURIComponent('+216 98 765 432')}`, 'superadmin')).json<
      Paged<SmsOutboxRow>
    >();
    expect(outbox.results[0]!.text).toContain(day(-2).split('-').reverse().join('/'));
    expect(await written()).toEqual({ reminders: before.reminders + 1, audit: before.audit + 1, sms: before.sms + 1 });
    expect(await countRows(t, 'audit_log', { entity: 'rabies_sheet', action: 'remind', entity_id: String(ficheId) })).toBe(1);
    const row = (await call('GET', `${PATHS.rabiesAbsentList}?search=${evax}`, 'agent')).json<Paged<RabiesAbsentRow>>().results[0];
    expect(row).toMatchObject({ ficheId, remindedOn: today(), daysLate: 2 });

    const again = await remind(ficheId, 'agent', {});
    expect([again.statusCode, keyOf(again)]).toEqual([409, RABIES_ERROR_KEYS.reminderAlreadySent]);
    expect(await written()).toEqual({ reminders: before.reminders + 1, audit: before.audit + 1, sms: before.sms + 1 });
    later(6);
    const nextDay = await remind(ficheId, 'agent', {});
    expect([nextDay.statusCode, nextDay.json<RabiesReminderSent>().language]).toEqual([200, 'fr']);
    expect((await outboxMessages(t.db, '+216 98 765 432')).at(-1)).toContain('rappel de vaccination antirabique');
  });

  test('the reminder is refused without the permission, for a sheet the caller does not see, when not late or without a phone, and on bad input: nothing written', async () => {
    const { ficheId } = await sheetWithDayZero();
    const noPhone = await sheetWithDayZero(null);
    const before = await written();
    const notLate = await remind(ficheId);
    expect([notLate.statusCode, keyOf(notLate)]).toEqual([409, RABIES_ERROR_KEYS.reminderNotLate]);
    later(5);
    expect((await call('POST', path(PATHS.rabiesAbsentReminder, ficheId), undefined, {})).statusCode).toBe(401);
    expect((await remind(ficheId, 'admin')).statusCode).toBe(403);
    const otherStructure = await remind(ficheId, 'agent2');
    expect([otherStructure.statusCode, keyOf(otherStructure)]).toEqual([404, RABIES_ERROR_KEYS.sheetNotFound]);
    expect((await remind(999_999_999)).statusCode).toBe(404);
    const phoneless = await remind(noPhone.ficheId);
    expect([phoneless.statusCode, keyOf(phoneless)]).toEqual([409, RABIES_ERROR_KEYS.reminderNoPhone]);
    expect((await remind(ficheId, 'agent', { language: 'de' })).statusCode).toBe(400);
    expect((await remind(ficheId, 'agent', { language: 'fr', extra: 1 })).statusCode).toBe(400);
    expect((await call('POST', path(PATHS.rabiesAbsentReminder, 'abc'), 'agent', {})).statusCode).toBe(400);
    expect(await written()).toEqual(before);

    expect((await call('POST', path(PATHS.rabiesFicheClosure, ficheId), 'agent', { reason: 'TRAVEL' })).statusCode).toBe(200);
    const closed = await remind(ficheId);
    expect([closed.statusCode, keyOf(closed)]).toEqual([409, RABIES_ERROR_KEYS.sheetNotInProgress]);
    expect(await written()).toEqual({ ...before, audit: before.audit + 1 });
  });
  test('reminders to the rows selected: each sent under the single rules, each refusal answered with its reason; 403 without the permission, 400 on a bad list', async () => {
    const late = await sheetWithDayZero('98 111 222');
    const alsoLate = await sheetWithDayZero('98 333 444');
    const noPhone = await sheetWithDayZero(null);
    const unseen = await sheetWithDayZero('98 555 666');
    later(5);
    const bulk = (body: unknown, user = 'agent') => call('POST', PATHS.rabiesAbsentReminders, user, body);
    const before = await written();
    expect((await call('POST', PATHS.rabiesAbsentReminders, undefined, { ficheIds: [late.ficheId] })).statusCode).toBe(401);
    expect((await bulk({ ficheIds: [late.ficheId] }, 'admin')).statusCode).toBe(403);
    expect((await bulk({ ficheIds: [] })).statusCode).toBe(400);
    expect((await bulk({ ficheIds: [late.ficheId, late.ficheId] })).statusCode).toBe(400);
    expect((await bulk({ ficheIds: Array.from({ length: 51 }, (_, i) => i + 1) })).statusCode).toBe(400);
    expect(await written()).toEqual(before);

    expect((await remind(alsoLate.ficheId)).statusCode).toBe(200);
    const answer = await bulk({ ficheIds: [late.ficheId, alsoLate.ficheId, noPhone.ficheId, 999_999_999], language: 'fr' });
    expect(answer.statusCode).toBe(200);
    const { sent, refused } = answer.json<RabiesRemindersSent>();
    expect(sent).toEqual([{ ficheId: late.ficheId, phone: '+216 98 111 222', language: 'fr', sentOn: today() }]);
    expect(refused).toEqual([
      { ficheId: alsoLate.ficheId, key: RABIES_ERROR_KEYS.reminderAlreadySent },
      { ficheId: noPhone.ficheId, key: RABIES_ERROR_KEYS.reminderNoPhone },
      { ficheId: 999_999_999, key: RABIES_ERROR_KEYS.sheetNotFound },
    ]);
    expect(await written()).toEqual({ reminders: before.reminders + 2, audit: before.audit + 2, sms: before.sms + 2 });
    const other = (await bulk({ ficheIds: [unseen.ficheId] }, 'agent2')).json<RabiesRemindersSent>();
    expect(other).toEqual({ sent: [], refused: [{ ficheId: unseen.ficheId, key: RABIES_ERROR_KEYS.sheetNotFound }] });
  });
});
