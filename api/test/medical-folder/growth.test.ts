import {
  apiPath,
  CITIZEN_API_PATHS,
  ERROR_CODES,
  HTTP_ERROR_KEYS,
  MEDICAL_FOLDER_API_PATHS as PATHS,
  MEDICAL_FOLDER_ERROR_KEYS,
  type GrowthRow,
  type HeadCircumferenceRow,
  type HistoryEntry,
  type MetricList,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { type Call, countRows, expectFieldError, useApiApp } from '../support/app.js';
import { daysFromToday } from '../vaccination/vaccination-support.js';
import { newChild } from './support.js';

const BIRTH = '2025-02-14';
const growthList = (evax: string, birthDate = BIRTH) => `${apiPath(PATHS.growthList, { param: evax })}?birthDate=${birthDate}`;
const headList = (evax: string, birthDate = BIRTH) => `${apiPath(PATHS.headCircumferenceList, { param: evax })}?birthDate=${birthDate}`;

describe.each(BACKENDS)('growth and head circumference on %s', (backend) => {
  const app = useApiApp(backend);
  const { call } = app;
  let evax: string;
  beforeAll(async () => {
    evax = await newChild(call);
  });

  const growthCount = async () => (await call('GET', growthList(evax), 'agent')).json<MetricList<GrowthRow>>().count;

  test('an agent records three growth points: listed by date with the age and the WHO z-scores, each audited', async () => {
    const audits = await countRows(app.t, 'audit_log', { entity: 'growth_metric' });
    const points = [
      { date: '2026-02-14', weightKg: 8.95, heightCm: 74 },
      { date: '2025-08-14', weightKg: 7.3, heightCm: 65.7 },
      { date: '2026-08-14', weightKg: 13.5, heightCm: 80.7 },
    ];
    for (const point of points) {
      const response = await call('POST', apiPath(PATHS.growthCreate, { param: evax }), 'agent', point);
      expect(response.statusCode).toBe(201);
    }
    expect(await countRows(app.t, 'audit_log', { entity: 'growth_metric' })).toBe(audits + 3);
    const list = (await call('GET', growthList(evax), 'agent')).json<MetricList<GrowthRow>>();
    expect(list.count).toBe(3);
    expect(list.results.map((r) => r.date)).toEqual(['2025-08-14', '2026-02-14', '2026-08-14']);
    // 2025-02-14 to 2026-02-14: 365 days = 1 year 0 months; to 2026-08-14: 546 days = 1 year 6 months.
    expect(list.results.map((r) => r.age)).toEqual([
      { years: 0, months: 6 },
      { years: 1, months: 0 },
      { years: 1, months: 6 },
    ]);
    expect(list.results[1]!.zScores.lengthHeightForAge).toEqual({ z: 0, band: 'NORMAL' });
    expect(list.results[2]!.zScores.weightForLengthHeight?.band).toBe('OVERWEIGHT');
    // BMI-for-age (issue 30): 8.95 / 0.74² = 16.34 kg/m²; girls at 365 days L -0.3665, M 16.3578, S 0.08797:
    // ((16.344 / 16.3578)^-0.3665 - 1) / (0.08797 × -0.3665) = -0.01.
    expect(list.results[1]!.bmi).toBe(16.34);
    expect(list.results[1]!.zScores.bmiForAge).toEqual({ z: -0.01, band: 'NORMAL' });
  });

  test('the list requires the birth date, and the child’s own', async () => {
    expect((await call('GET', apiPath(PATHS.growthList, { param: evax }), 'agent')).statusCode).toBe(400);
    const wrong = await call('GET', growthList(evax, '2025-02-15'), 'agent');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.birthDate[0].key).toBe(MEDICAL_FOLDER_ERROR_KEYS.birthDateMismatch);
  });

  test('implausible values are refused with "invalid height or perimeter metric", nothing written', async () => {
    const before = await growthCount();
    const audits = await countRows(app.t, 'audit_log', { entity: 'growth_metric' });
    const tooHeavy = await call('POST', apiPath(PATHS.growthCreate, { param: evax }), 'agent', { date: '2025-09-01', weightKg: 30, heightCm: 67 });
    expect(tooHeavy.statusCode).toBe(400);
    expect(tooHeavy.json()).toMatchObject({ errorCode: ERROR_CODES.ENTITY_NOT_VALID, key: MEDICAL_FOLDER_ERROR_KEYS.invalidMetric });
    expectFieldError(tooHeavy, 'weightKg', MEDICAL_FOLDER_ERROR_KEYS.invalidMetric);
    // 70 cm after 74 cm six months earlier: shrinking beyond the tolerance.
    const shrinking = await call('POST', apiPath(PATHS.growthCreate, { param: evax }), 'agent', { date: '2026-05-01', weightKg: 9.5, heightCm: 70 });
    expect(shrinking.statusCode).toBe(400);
    expect(shrinking.json().fields.heightCm[0].key).toBe(MEDICAL_FOLDER_ERROR_KEYS.invalidMetric);
    // Inserted before a taller measurement, a height taller than the next one is as wrong.
    const tallerThanNext = await call('POST', apiPath(PATHS.growthCreate, { param: evax }), 'agent', { date: '2025-10-01', weightKg: 8, heightCm: 76 });
    expect(tallerThanNext.statusCode).toBe(400);
    const future = await call('POST', apiPath(PATHS.growthCreate, { param: evax }), 'agent', { date: daysFromToday(30), weightKg: 9, heightCm: 75 });
    expect(future.json().fields.date[0].key).toBe(MEDICAL_FOLDER_ERROR_KEYS.dateInFuture);
    const beforeBirth = await call('POST', apiPath(PATHS.growthCreate, { param: evax }), 'agent', { date: '2025-01-01', weightKg: 3, heightCm: 50 });
    expect(beforeBirth.json().fields.date[0].key).toBe(MEDICAL_FOLDER_ERROR_KEYS.dateBeforeBirth);
    const shape = await call('POST', apiPath(PATHS.growthCreate, { param: evax }), 'agent', { date: '2025-09-01', weightKg: -1, heightCm: 'tall' });
    expect(shape.statusCode).toBe(400);
    expect(await growthCount()).toBe(before);
    expect(await countRows(app.t, 'audit_log', { entity: 'growth_metric' })).toBe(audits);
  });

  test('a record is corrected and deleted, each audited with what changed', async () => {
    const created = (
      await call('POST', apiPath(PATHS.growthCreate, { param: evax }), 'agent', { date: '2025-05-14', weightKg: 6, heightCm: 61 })
    ).json<GrowthRow>();
    const updated = await call('PUT', apiPath(PATHS.growthItem, { id: created.id }), 'agent', { date: '2025-05-14', weightKg: 6.2, heightCm: 61 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<GrowthRow>().weightKg).toBe(6.2);
    const audit = await app.t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after', 'user_id'])
      .where('entity', '=', 'growth_metric')
      .where('entity_id', '=', String(created.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    expect(audit.action).toBe('update');
    expect(parse(audit.after)).toMatchObject({ weightKg: 6.2 });
    expect(parse(audit.after)).not.toHaveProperty('heightCm');
    expect((await call('DELETE', apiPath(PATHS.growthItem, { id: created.id }), 'agent')).statusCode).toBe(204);
    expect((await call('DELETE', apiPath(PATHS.growthItem, { id: created.id }), 'agent')).statusCode).toBe(404);
    // The child's history tab lists the record's writes, newest first.
    const history = (await call('GET', apiPath(CITIZEN_API_PATHS.childHistory, { param: evax }), 'agent')).json<HistoryEntry[]>();
    expect(history.slice(0, 3).map((h) => `${h.entity}:${h.action}`)).toEqual(['growth_metric:delete', 'growth_metric:update', 'growth_metric:create']);
  });

  test('head circumference: recorded, listed with its z-score, implausible refused', async () => {
    const created = await call('POST', apiPath(PATHS.headCircumferenceCreate, { param: evax }), 'agent', { date: '2026-02-14', headCircumferenceCm: 44.9 });
    expect(created.statusCode).toBe(201);
    const list = (await call('GET', headList(evax), 'agent')).json<MetricList<HeadCircumferenceRow>>();
    expect(list.results).toEqual([
      expect.objectContaining({ date: '2026-02-14', age: { years: 1, months: 0 }, zScore: { z: expect.any(Number), band: 'NORMAL' } }),
    ]);
    const implausible = await call('POST', apiPath(PATHS.headCircumferenceCreate, { param: evax }), 'agent', { date: '2026-02-14', headCircumferenceCm: 30 });
    expect(implausible.statusCode).toBe(400);
    expect(implausible.json().key).toBe(MEDICAL_FOLDER_ERROR_KEYS.invalidMetric);
    const id = list.results[0]!.id;
    expect((await call('PUT', apiPath(PATHS.headCircumferenceItem, { id }), 'agent', { date: '2026-02-14', headCircumferenceCm: 45.2 })).statusCode).toBe(200);
    expect((await call('GET', `${apiPath(PATHS.headCircumferenceList, { param: evax })}`, 'agent')).statusCode).toBe(400);
    expect(await countRows(app.t, 'audit_log', { entity: 'head_circumference_metric' })).toBe(2);
  });

  test('a borderline value (beyond ±3 SD, plausible) is refused (409) until confirmed; the confirmation is audited', async () => {
    const before = await growthCount();
    // A girl of one year, 74 cm: 6.2 kg is -3.1 SD weight-for-age, -4.2 SD weight-for-height.
    const light = { date: '2026-02-10', weightKg: 6.2, heightCm: 74 };
    const asked = await call('POST', apiPath(PATHS.growthCreate, { param: evax }), 'agent', light);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ key: MEDICAL_FOLDER_ERROR_KEYS.borderlineMetric, errorCode: ERROR_CODES.ENTITY_ERROR });
    expect(Object.keys(asked.json().fields).sort()).toEqual(['heightCm', 'weightKg']);
    expectFieldError(asked, 'weightKg', MEDICAL_FOLDER_ERROR_KEYS.borderlineMetric);
    expectFieldError(asked, 'heightCm', MEDICAL_FOLDER_ERROR_KEYS.borderlineMetric);
    expect(await growthCount()).toBe(before);
    const confirmed = await call('POST', apiPath(PATHS.growthCreate, { param: evax }), 'agent', { ...light, confirmBorderline: true });
    expect(confirmed.statusCode).toBe(201);
    const id = confirmed.json<GrowthRow>().id;
    const audit = await app.t.db
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'growth_metric')
      .where('entity_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ borderlineConfirmed: 'weightForAge,weightForLengthHeight,bmiForAge' });
    // Correcting it to another borderline value asks again; an ordinary one does not.
    expect((await call('PUT', apiPath(PATHS.growthItem, { id }), 'agent', { ...light, weightKg: 6.1 })).statusCode).toBe(409);
    expect((await call('PUT', apiPath(PATHS.growthItem, { id }), 'agent', { ...light, weightKg: 8.9 })).statusCode).toBe(200);
    expect((await call('DELETE', apiPath(PATHS.growthItem, { id }), 'agent')).statusCode).toBe(204);

    // Head circumference: 40 cm at one year is -3.6 SD.
    const head = { date: '2026-02-10', headCircumferenceCm: 40 };
    const headAsked = await call('POST', apiPath(PATHS.headCircumferenceCreate, { param: evax }), 'agent', head);
    expect(headAsked.statusCode).toBe(409);
    expect(headAsked.json().fields.headCircumferenceCm[0].key).toBe(MEDICAL_FOLDER_ERROR_KEYS.borderlineMetric);
    const headConfirmed = await call('POST', apiPath(PATHS.headCircumferenceCreate, { param: evax }), 'agent', { ...head, confirmBorderline: true });
    expect(headConfirmed.statusCode).toBe(201);
    expect((await call('DELETE', apiPath(PATHS.headCircumferenceItem, { id: headConfirmed.json<HeadCircumferenceRow>().id }), 'agent')).statusCode).toBe(204);
  });

  test('permissions: 401 without a token, 403 without the permission (an administrator), on every route', async () => {
    const routes: [Parameters<Call>[0], string, unknown?][] = [
      ['GET', growthList(evax)],
      ['POST', apiPath(PATHS.growthCreate, { param: evax }), { date: '2026-01-01', weightKg: 8, heightCm: 72 }],
      ['PUT', apiPath(PATHS.growthItem, { id: 1 }), { date: '2026-01-01', weightKg: 8, heightCm: 72 }],
      ['DELETE', apiPath(PATHS.growthItem, { id: 1 })],
      ['GET', headList(evax)],
      ['POST', apiPath(PATHS.headCircumferenceCreate, { param: evax }), { date: '2026-01-01', headCircumferenceCm: 45 }],
      ['PUT', apiPath(PATHS.headCircumferenceItem, { id: 1 }), { date: '2026-01-01', headCircumferenceCm: 45 }],
      ['DELETE', apiPath(PATHS.headCircumferenceItem, { id: 1 })],
      ['GET', apiPath(PATHS.medicalFolder, { param: evax })],
    ];
    for (const [method, url, body] of routes) {
      expect({ method, url, status: (await call(method, url, undefined, body)).statusCode }).toEqual({ method, url, status: 401 });
      const refused = await call(method, url, 'admin', body);
      expect({ method, url, status: refused.statusCode }).toEqual({ method, url, status: 403 });
      expect(refused.json().key).toBe(HTTP_ERROR_KEYS.FORBIDDEN);
    }
  });

  test("another centre's child is 404, its records too; the national level sees it", async () => {
    const list = (await call('GET', growthList(evax), 'agent')).json<MetricList<GrowthRow>>();
    const id = list.results[0]!.id;
    expect((await call('GET', growthList(evax), 'agent2')).statusCode).toBe(404);
    expect((await call('POST', apiPath(PATHS.growthCreate, { param: evax }), 'agent2', { date: '2026-01-01', weightKg: 8.5, heightCm: 73 })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', apiPath(PATHS.growthItem, { id }), 'agent2', { date: '2026-01-01', weightKg: 8.5, heightCm: 73 })).statusCode).toBe(404);
    expect((await call('DELETE', apiPath(PATHS.growthItem, { id }), 'agent2')).statusCode).toBe(404);
    expect((await call('GET', headList(evax), 'agent2')).statusCode).toBe(404);
    expect((await call('GET', growthList(evax), 'superadmin')).statusCode).toBe(200);
    expect(await growthCount()).toBe(list.count);
  });
});
