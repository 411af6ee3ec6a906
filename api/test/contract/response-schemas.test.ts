import { API_PATHS, REFERENCE_API_PATHS, apiPath, type DciDetail, type OptionListDetail, type SpecialtyRow } from '@evax/shared/contract';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { OPENAPI_PATH } from '../../src/http/openapi.js';
import { BACKENDS } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { checkAnswersAgainstSchemas } from '../support/response-check.js';
import { Users, call, freshListNames, freshPctCode, multipart } from '../reference/reference-helpers.js';

/**
 * Each route that declares its answer's schema answers what the schema says, on real calls:
 * every test app checks the handler's value against the route's schema before Fastify
 * serializes it (support/response-check.ts). This walk calls each such route of the reference
 * area at least once, with the answers' awkward cases (nulls, a rejected import row with its
 * field errors, an archived entity), and fails if one was not called.
 */

type Operation = { responses: Record<string, { content?: Record<string, unknown> }> };
/** `/api/ALL_DCI/{id}` as Fastify declares it: `/api/ALL_DCI/:id`. */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe.each(BACKENDS)('the answers match their schemas on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let agent: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const users = new Users(t);
    admin = await users.named('admin');
    agent = await users.named('agent');
  });
  afterAll(() => t.close());

  async function expectStatus(status: number, request: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
    const response = await request;
    expect({ status: response.statusCode, body: response.statusCode === status ? '' : response.body }).toEqual({ status, body: '' });
    return response;
  }
  const as = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    call(t, admin, { method, url, ...(payload ? { payload } : {}) });
  const upload = (url: string, content: string) => call(t, admin, { method: 'POST', url, ...multipart({ file: { filename: 'rows.csv', content } }) });

  /** The reference operations whose success answer is JSON with a schema, as `METHOD /fastify/:path`. */
  async function describedJsonAnswers(): Promise<string[]> {
    const doc = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const referencePaths = new Set<string>(Object.values(REFERENCE_API_PATHS));
    return Object.entries(doc.paths)
      .filter(([path]) => referencePaths.has(path))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) =>
            Object.entries(operation.responses).some(([status, answer]) => status.startsWith('2') && answer.content?.['application/json']),
          )
          .map(([method]) => `${method.toUpperCase()} ${fastifyPath(path)}`),
      );
  }

  test('DCI: list, one, create, edit, (de)activate, its specialties, delete, export, import', async () => {
    await expectStatus(200, as('GET', `${API_PATHS.dciList}?is_active=1`));
    const created = (
      await expectStatus(
        201,
        as('POST', API_PATHS.dciAdd, { name: `Vaccin du contrat ${freshPctCode()}`, vaccineType: 'inactivated', vaccineCategory: 'occasional' }),
      )
    ).json<DciDetail>();
    const one = { id: created.id };
    await expectStatus(200, as('GET', apiPath(API_PATHS.dciOne, one)));
    await expectStatus(200, as('PATCH', apiPath(API_PATHS.dciOne, one), { ageRange: ['M2', 'Y1'] }));
    await expectStatus(200, as('PUT', apiPath(API_PATHS.dciOne, one), { name: created.name, vaccineType: 'toxoid', vaccineCategory: 'routine' }));
    await expectStatus(200, as('POST', apiPath(API_PATHS.dciDeactivate, one)));
    await expectStatus(200, as('DELETE', apiPath(API_PATHS.dciDeactivate, one)));
    await expectStatus(200, as('POST', apiPath(API_PATHS.dciActivate, one)));
    await expectStatus(200, as('GET', apiPath(API_PATHS.dciSpecialties, one)));
    const file = await expectStatus(200, as('GET', API_PATHS.dciExport));
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    const report = await expectStatus(
      200,
      upload(
        `${API_PATHS.dciImport}?mode=partial`,
        'name,vaccineType,vaccineCategory\nVaccin importé du contrat,inactivated,occasional\nVaccin au mauvais type,potion,occasional',
      ),
    );
    expect(report.json()).toMatchObject({
      created: 1,
      rejected: 1,
      rows: [{ status: 'created' }, { status: 'rejected', fields: { vaccineType: [{ code: 'invalid_choice' }] } }],
    });
    await expectStatus(204, as('DELETE', apiPath(API_PATHS.dciDelete, one)));
  });

  test('specialties: list, one by ?id=, create with nulls, edit, (de)activate, delete, export, import', async () => {
    const dci = (
      await expectStatus(
        201,
        as('POST', API_PATHS.dciAdd, { name: `Vaccin des spécialités ${freshPctCode()}`, vaccineType: 'inactivated', vaccineCategory: 'routine' }),
      )
    ).json<DciDetail>();
    const body = { dci: dci.id, pctCode: freshPctCode(), commercialName: 'Contractix', manufacturer: 'Laboratoire du contrat', label: null, reminder: null };
    const created = (await expectStatus(201, as('POST', API_PATHS.specialtyAdd, body))).json<SpecialtyRow>();
    const one = { id: created.id };
    await expectStatus(200, as('GET', API_PATHS.specialtyList));
    await expectStatus(200, as('GET', `${API_PATHS.specialtyList}?id=${created.id}`));
    await expectStatus(200, as('PATCH', apiPath(API_PATHS.specialtyOne, one), { label: 'Flacon', reminder: 365 }));
    await expectStatus(200, as('PUT', apiPath(API_PATHS.specialtyOne, one), body));
    await expectStatus(200, as('POST', apiPath(API_PATHS.specialtyDeactivate, one)));
    await expectStatus(200, as('DELETE', apiPath(API_PATHS.specialtyDeactivate, one)));
    await expectStatus(200, as('POST', apiPath(API_PATHS.specialtyActivate, one)));
    await expectStatus(200, as('GET', API_PATHS.specialtyExport));
    await expectStatus(
      200,
      upload(
        API_PATHS.specialtyImport,
        `pctCode,commercialName,dci,manufacturer,label,reminder\n${freshPctCode()},Importix,${dci.id},Médis,,\n12AB,Mauvais code,${dci.id},Médis,,abc`,
      ),
    );
    await expectStatus(204, as('DELETE', apiPath(API_PATHS.specialtyDelete, one)));
  });

  test('option lists: list, create, one, edit, (de)activate, choices, delete', async () => {
    await expectStatus(200, as('GET', API_PATHS.optionLists));
    const created = (
      await expectStatus(201, as('POST', API_PATHS.optionLists, { ...freshListNames(), addedOptionSet: [{ valueFr: 'Oui', valueAr: 'نعم' }] }))
    ).json<OptionListDetail>();
    const one = { id: created.id };
    await expectStatus(200, as('GET', apiPath(API_PATHS.optionListOne, one)));
    await expectStatus(
      200,
      as('PATCH', apiPath(API_PATHS.optionListOne, one), {
        addedOptionSet: [
          ...created.addedOptionSet.map(({ id, valueFr, valueAr }) => ({ id, valueFr, valueAr })),
          { valueFr: 'Non', valueAr: 'لا', active: false },
        ],
      }),
    );
    await expectStatus(200, call(t, agent, { method: 'GET', url: apiPath(API_PATHS.optionListChoices, { code: created.code }) }));
    await expectStatus(200, as('POST', apiPath(API_PATHS.optionListDeactivate, one)));
    await expectStatus(200, as('DELETE', apiPath(API_PATHS.optionListDeactivate, one)));
    await expectStatus(200, as('POST', apiPath(API_PATHS.optionListActivate, one)));
    await expectStatus(204, as('DELETE', apiPath(API_PATHS.optionListOne, one)));
  });

  test('every reference route that describes a JSON answer was called above, and each answer matched', async () => {
    const described = await describedJsonAnswers();
    expect(described.length).toBeGreaterThan(20);
    expect(described.filter((route) => !t.responses.checked.has(route))).toEqual([]);
    expect(t.responses.failures).toEqual([]);
  });
});

describe('the answer check (it would catch a schema that drifted)', () => {
  const Row = { type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } }, additionalProperties: false };

  async function answerOf(value: unknown) {
    const app = Fastify();
    const check = checkAnswersAgainstSchemas(app, { throwOnMismatch: false });
    app.get('/row', { schema: { response: { 200: Row } } }, async () => value);
    const response = await app.inject({ method: 'GET', url: '/row' });
    await app.close();
    return { body: response.json(), failures: check.failures, checked: [...check.checked] };
  }

  it('passes an answer that matches', async () => {
    expect(await answerOf({ id: 1, name: 'BCG' })).toEqual({ body: { id: 1, name: 'BCG' }, failures: [], checked: ['GET /row'] });
  });

  it('fails a property the schema does not declare, which serialization would silently drop', async () => {
    const { body, failures } = await answerOf({ id: 1, name: 'BCG', nameAr: 'ب' });
    expect(body).toEqual({ id: 1, name: 'BCG' });
    expect(failures).toEqual([expect.stringContaining('GET /row 200: the answer does not match its schema')]);
  });

  it('fails a value of another type, which serialization would coerce', async () => {
    const { body, failures } = await answerOf({ id: 1.5, name: 'BCG' });
    expect(body).toEqual({ id: 1, name: 'BCG' });
    expect(failures).toHaveLength(1);
  });
});
