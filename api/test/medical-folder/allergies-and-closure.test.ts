import {
  apiPath,
  ERROR_CODES,
  MEDICAL_FOLDER_API_PATHS as PATHS,
  MEDICAL_FOLDER_ERROR_KEYS,
  type AllergyRow,
  type MedicalFolderSummary,
  type MetricList,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { type Call, countRows, expectFieldError, useApiApp } from '../support/app.js';
import { newChild } from './support.js';

describe.each(BACKENDS)('allergies and closing the folder on %s', (backend) => {
  const app = useApiApp(backend);
  const { call } = app;
  let evax: string;
  beforeAll(async () => {
    evax = await newChild(call);
  });

  const allergies = async () => (await call('GET', apiPath(PATHS.allergyList, { param: evax }), 'agent')).json<MetricList<AllergyRow>>().results;

  test('allergies: added last in the order with their type labels, reordered, changed, deleted (ranks kept 1..n), audited', async () => {
    for (const [type, name] of [
      ['EGG', 'Ovalbumine'],
      ['DRUG', 'Pénicilline'],
      ['LATEX', 'Gants'],
    ]) {
      expect((await call('POST', apiPath(PATHS.allergyCreate, { param: evax }), 'agent', { type, name })).statusCode).toBe(201);
    }
    let list = await allergies();
    expect(list.map((a) => [a.name, a.rank, a.typeFr])).toEqual([
      ['Ovalbumine', 1, "Protéines de l'œuf"],
      ['Pénicilline', 2, 'Médicamenteuse'],
      ['Gants', 3, 'Latex'],
    ]);
    const [egg, drug, latex] = list.map((a) => a.id);
    const reordered = await call('PUT', apiPath(PATHS.allergyOrder, { param: evax }), 'agent', { ids: [latex, egg, drug] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<MetricList<AllergyRow>>().results.map((a) => a.id)).toEqual([latex, egg, drug]);
    const mismatch = await call('PUT', apiPath(PATHS.allergyOrder, { param: evax }), 'agent', { ids: [latex, egg] });
    expect(mismatch.json().fields.ids[0].key).toBe(MEDICAL_FOLDER_ERROR_KEYS.allergyOrderMismatch);
    expect((await call('PUT', apiPath(PATHS.allergyItem, { id: drug! }), 'agent', { type: 'DRUG', name: 'Amoxicilline' })).json<AllergyRow>().name).toBe(
      'Amoxicilline',
    );
    expect((await call('DELETE', apiPath(PATHS.allergyItem, { id: latex! }), 'agent')).statusCode).toBe(204);
    list = await allergies();
    expect(list.map((a) => [a.id, a.rank])).toEqual([
      [egg, 1],
      [drug, 2],
    ]);
    expect(await countRows(app.t, 'audit_log', { entity: 'allergy' })).toBe(6);
  });

  test('allergies: created at once for one child, each acknowledged and ranked 1..n (no rank taken twice)', async () => {
    const child = await newChild(call);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call('POST', apiPath(PATHS.allergyCreate, { param: child }), 'agent', { type: 'FOOD', name: `Aliment ${i}` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const list = (await call('GET', apiPath(PATHS.allergyList, { param: child }), 'agent')).json<MetricList<AllergyRow>>().results;
    expect(list.map((a) => a.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  test('allergies: a type outside the option list, a short name, another centre, no permission: refused, nothing written', async () => {
    const before = (await allergies()).length;
    const badType = await call('POST', apiPath(PATHS.allergyCreate, { param: evax }), 'agent', { type: 'CHOCOLATE', name: 'Cacao' });
    expect(badType.statusCode).toBe(400);
    expectFieldError(badType, 'type', 'invalid_choice');
    expect((await call('POST', apiPath(PATHS.allergyCreate, { param: evax }), 'agent', { type: 'FOOD', name: ' a ' })).statusCode).toBe(400);
    expect((await call('POST', apiPath(PATHS.allergyCreate, { param: evax }), 'agent2', { type: 'FOOD', name: 'Arachide' })).statusCode).toBe(404);
    expect((await call('GET', apiPath(PATHS.allergyList, { param: evax }), 'agent2')).statusCode).toBe(404);
    const id = (await allergies())[0]!.id;
    expect((await call('DELETE', apiPath(PATHS.allergyItem, { id }), 'agent2')).statusCode).toBe(404);
    for (const [method, url, body] of [
      ['GET', apiPath(PATHS.allergyList, { param: evax })],
      ['POST', apiPath(PATHS.allergyCreate, { param: evax }), { type: 'FOOD', name: 'Arachide' }],
      ['PUT', apiPath(PATHS.allergyItem, { id }), { type: 'FOOD', name: 'Arachide' }],
      ['PUT', apiPath(PATHS.allergyOrder, { param: evax }), { ids: [id] }],
      ['DELETE', apiPath(PATHS.allergyItem, { id })],
      ['POST', apiPath(PATHS.medicalFolderClose, { param: evax, lang: 'fr' }), { reason: 'Décès', confirmIrreversible: true }],
    ] as [Parameters<Call>[0], string, unknown?][]) {
      expect({ url, status: (await call(method, url, 'admin', body)).statusCode }).toEqual({ url, status: 403 });
    }
    expect((await allergies()).length).toBe(before);
  });

  test('closing: confirmed irreversibly with a reason, then every write to the folder is refused; reads go on', async () => {
    const close = apiPath(PATHS.medicalFolderClose, { param: evax, lang: 'fr' });
    expect((await call('POST', close, 'agent', { reason: 'Décès' })).statusCode).toBe(400);
    expect((await call('POST', close, 'agent', { reason: 'x', confirmIrreversible: true })).statusCode).toBe(400);
    expect((await call('POST', close, 'agent2', { reason: 'Décès', confirmIrreversible: true })).statusCode).toBe(404);
    const growth = await call('POST', apiPath(PATHS.growthCreate, { param: evax }), 'agent', { date: '2026-02-14', weightKg: 8.9, heightCm: 74 });
    expect(growth.statusCode).toBe(201);
    const closed = await call('POST', close, 'agent', { reason: 'Enfant décédé', confirmIrreversible: true });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<MedicalFolderSummary>().closed).toMatchObject({ reason: 'Enfant décédé', username: 'agent' });
    expect(await countRows(app.t, 'audit_log', { entity: 'medical_folder' })).toBe(1);

    const growthId = growth.json<{ id: number }>().id;
    const allergyId = (await allergies())[0]!.id;
    const writes: [Parameters<Call>[0], string, unknown?][] = [
      ['POST', apiPath(PATHS.growthCreate, { param: evax }), { date: '2026-03-14', weightKg: 9, heightCm: 75 }],
      ['PUT', apiPath(PATHS.growthItem, { id: growthId }), { date: '2026-02-14', weightKg: 9, heightCm: 74 }],
      ['DELETE', apiPath(PATHS.growthItem, { id: growthId })],
      ['POST', apiPath(PATHS.headCircumferenceCreate, { param: evax }), { date: '2026-02-14', headCircumferenceCm: 45 }],
      ['POST', apiPath(PATHS.allergyCreate, { param: evax }), { type: 'FOOD', name: 'Arachide' }],
      ['PUT', apiPath(PATHS.allergyItem, { id: allergyId }), { type: 'FOOD', name: 'Arachide' }],
      ['PUT', apiPath(PATHS.allergyOrder, { param: evax }), { ids: (await allergies()).map((a) => a.id) }],
      ['DELETE', apiPath(PATHS.allergyItem, { id: allergyId })],
      ['POST', close, { reason: 'Encore', confirmIrreversible: true }],
    ];
    const audits = await app.t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [method, url, body] of writes) {
      const refused = await call(method, url, 'agent', body);
      expect({ method, url, status: refused.statusCode, key: refused.json().key }).toEqual({
        method,
        url,
        status: 409,
        key: MEDICAL_FOLDER_ERROR_KEYS.folderProtected,
      });
      expect(refused.json().errorCode).toBe(ERROR_CODES.ENTITY_ERROR);
    }
    const after = await app.t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(audits.n));
    expect((await call('GET', apiPath(PATHS.medicalFolder, { param: evax }), 'agent')).json<MedicalFolderSummary>().closed?.reason).toBe('Enfant décédé');
    expect((await call('GET', `${apiPath(PATHS.growthList, { param: evax })}?birthDate=2025-02-14`, 'agent')).statusCode).toBe(200);
  });

  test('an open folder says so', async () => {
    const other = await newChild(call);
    expect((await call('GET', apiPath(PATHS.medicalFolder, { param: other }), 'agent')).json<MedicalFolderSummary>()).toEqual({
      evaxNumber: other,
      birthDate: '2025-02-14',
      gender: 'female',
      closed: null,
    });
  });
});
