import { Ajv2020 } from 'ajv/dist/2020.js';
import type { RouteEntry } from '../../src/http/auth.js';
import { DOCS_PREFIX, OPENAPI_PATH, permissionStatement } from '../../src/http/openapi.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';

/**
 * GET /api/openapi.json describes every /api route, whoever adds it: the routes are read from the
 * app itself (app.routeTable, filled by onRoute as they register). Each operation states who may
 * call it (x-permission and the first line of its description; public and signed-in-only routes
 * say so), and its error answers point at the one ErrorEnvelope component.
 */

type Operation = {
  description?: string;
  security?: unknown[];
  'x-permission'?: unknown;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, object> };
};

/** `/api/ALL_DCI/:id` as OpenAPI writes it: `/api/ALL_DCI/{id}` (and a trailing wildcard `{*}`). */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
/** The viewer's page and assets are not API operations. */
const isViewer = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);
const describe_ = (route: RouteEntry) => `${route.method} ${route.url}`;

describe('the OpenAPI description', () => {
  let t: TestApp;
  let doc: Document;
  let apiRoutes: RouteEntry[];
  beforeAll(async () => {
    // The description does not depend on the database: the run's first backend (its template is made already).
    t = await startTestApp(BACKENDS[0]!);
    const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    doc = response.json();
    apiRoutes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !isViewer(r.url));
  });
  afterAll(() => t.close());

  const operationOf = (route: RouteEntry) => doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];

  it('is OpenAPI 3.1 with a bearer scheme and the error envelope as a component', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({ type: 'object', required: expect.arrayContaining(['detail', 'key']) });
  });

  it('describes every registered /api route (HEAD through its GET), and nothing else', () => {
    expect(apiRoutes.length).toBeGreaterThan(50);
    const missing = apiRoutes.filter((route) => !operationOf(route.method === 'HEAD' ? { ...route, method: 'GET' } : route)).map(describe_);
    expect(missing).toEqual([]);
    const registered = new Set(apiRoutes.map((r) => `${r.method} ${openapiPath(r.url)}`));
    const stale = Object.entries(doc.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((op) => !registered.has(op));
    expect(stale).toEqual([]);
  });

  it('states the permission of every operation, as the route declares it, public and signed-in ones included', () => {
    const wrong: string[] = [];
    for (const route of apiRoutes.filter((r) => r.method !== 'HEAD')) {
      const operation = operationOf(route)!;
      const statement = permissionStatement(route.access);
      if (statement === null) wrong.push(`${describe_(route)} declares no access`);
      else if (JSON.stringify(operation['x-permission']) !== JSON.stringify(statement))
        wrong.push(`${describe_(route)}: x-permission ${JSON.stringify(operation['x-permission'])}`);
      else if (!operation.description?.startsWith('Permission: ')) wrong.push(`${describe_(route)}: no permission line in its description`);
      else if (statement === 'public' ? operation.security?.length !== 0 : JSON.stringify(operation.security) !== '[{"bearer":[]}]')
        wrong.push(`${describe_(route)}: security ${JSON.stringify(operation.security)}`);
    }
    expect(wrong).toEqual([]);
    const statements = new Set(apiRoutes.map((r) => JSON.stringify(permissionStatement(r.access))));
    expect([...statements]).toEqual(expect.arrayContaining(['"public"', '"signed-in"', '{"allOf":["view-dci-list"]}']));
  });

  it('points every error answer at the envelope: 400 always, 401 and 403 unless public, 404 with a path parameter', () => {
    const wrong: string[] = [];
    for (const route of apiRoutes.filter((r) => r.method !== 'HEAD')) {
      const { responses } = operationOf(route)!;
      const expected = ['400', ...(route.access === 'public' ? [] : ['401', '403']), ...(/[:*]/.test(route.url) ? ['404'] : [])];
      for (const status of expected) {
        const schema = responses[status]?.content?.['application/json']?.schema;
        if (JSON.stringify(schema) !== '{"$ref":"#/components/schemas/ErrorEnvelope"}')
          wrong.push(`${describe_(route)} ${status}: ${JSON.stringify(responses[status])}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(Object.keys(doc.paths['/api/auth/login']!.post!.responses)).toEqual(expect.arrayContaining(['429', '503']));
  });

  it('describes request bodies with the contract schemas (the DCI body: its limits and its unknown-field rule)', () => {
    const body = doc.paths['/api/ADD_DCI']!.post!['requestBody' as keyof Operation] as { content: Record<string, { schema: Record<string, unknown> }> };
    expect(body.content['application/json']!.schema).toMatchObject({
      additionalProperties: false,
      required: expect.arrayContaining(['name', 'vaccineType', 'vaccineCategory']),
      properties: { name: { minLength: 2, maxLength: 200 } },
    });
  });

  it('describes the success answer of every route: its schema, a file, or no content (204)', () => {
    const operations = apiRoutes.filter((route) => route.method !== 'HEAD');
    const undeclared = operations.filter((route) => {
      const success = Object.entries(operationOf(route)!.responses).filter(([status]) => /^2\d\d$/.test(status));
      return success.length === 0 || success.some(([status, answer]) => status !== '204' && !answer.content);
    });
    expect(undeclared.map(describe_)).toEqual([]);
    expect(Object.keys(doc.paths).some((path) => Object.values(doc.paths[path]!).some((op) => '2XX' in op.responses))).toBe(false);
    const dci = doc.paths['/api/ALL_DCI/{id}']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(dci).toMatchObject({ additionalProperties: false, required: expect.arrayContaining(['id', 'name', 'specialtiesCount', 'createdAt']) });
    expect(Object.keys(doc.paths['/api/dcis/export']!.get!.responses['200']!.content!)).toEqual(expect.arrayContaining(['text/csv']));
    const child = doc.paths['/api/citizen/child/{param}']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(child).toMatchObject({ additionalProperties: false, required: expect.arrayContaining(['evaxNumber', 'parents', 'structure']) });
  });

  it('the envelope component matches what the API answers', async () => {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(doc.components.schemas.ErrorEnvelope!);
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/ALL_DCI' });
    const invalid = await t.app.inject({ method: 'GET', url: '/api/ALL_DCI?page=0', headers: { authorization: 'Bearer x' } });
    for (const response of [unauthenticated, invalid]) {
      expect(response.statusCode).toBe(401);
      expect(validate(response.json())).toBe(true);
    }
    const badBody = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x', password: 'y', extra: 1 } });
    expect(badBody.statusCode).toBe(400);
    expect(validate(badBody.json())).toBe(true);
    expect(badBody.json().fields).toBeDefined();
  });

  it('the viewer at /api/docs is an HTML page whose assets come from the server, without a token', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.filter((url) => /^(https?:)?\/\//.test(url))).toEqual([]);
    for (const asset of assets.filter((url) => url.endsWith('.js') || url.endsWith('.css'))) {
      const response = await t.app.inject({ method: 'GET', url: new URL(asset, `http://x${DOCS_PREFIX}/`).pathname });
      expect({ asset, status: response.statusCode }).toEqual({ asset, status: 200 });
    }
    const json = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(json.json()).toEqual(doc);
  });
});
