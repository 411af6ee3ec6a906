import {
  API_PATHS,
  apiPath,
  CITIZEN_API_PATHS,
  MAPI_API_PATHS,
  MEDICAL_FOLDER_API_PATHS,
  PERMISSIONS,
  type ChildDetail,
  type MedicalFolderSummary,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { createRole, createUser } from '../support/account.js';
import { callerFor, startTestApp, tokensFor, type Call, type TestApp } from '../support/app.js';
import { agentCentreCode, daysFromToday } from '../vaccination/vaccination-support.js';
import { newChild } from './support.js';

const { medicalFolder } = PERMISSIONS;

/**
 * Spec 2 §2: /mapi (search) and /mapi/{param} are gated by the MAPI show permission. A user holding
 * only it reads what that page needs (the child it names, the folder, the reports); nothing else.
 */
describe.each(BACKENDS)('a user holding only view-mapi on %s', (backend) => {
  let t: TestApp;
  let call: Call;
  let evax: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    await createRole(t.db, 'MAPI_ONLY', [medicalFolder.viewMapi], { fr: 'Pharmacovigilance', ar: 'اليقظة الدوائية' });
    await createUser(t.db, { username: 'mapi-only', memberships: [{ structureCode: await agentCentreCode(t), roleCode: 'MAPI_ONLY', isDefault: true }] });
    call = callerFor(t.app, await tokensFor(t.app, ['agent', 'agent2', 'mapi-only']));
    evax = await newChild(call, 'agent', daysFromToday(-70));
  });
  afterAll(() => t.close());

  test("reads the folder's page: the child, the folder summary, the MAPI reports", async () => {
    const child = await call('GET', apiPath(CITIZEN_API_PATHS.childDetail, { param: evax }), 'mapi-only');
    expect(child.statusCode).toBe(200);
    expect(child.json<ChildDetail>().evaxNumber).toBe(evax);
    const folder = await call('GET', apiPath(MEDICAL_FOLDER_API_PATHS.medicalFolder, { param: evax }), 'mapi-only');
    expect(folder.statusCode).toBe(200);
    expect(folder.json<MedicalFolderSummary>()).toMatchObject({ evaxNumber: evax, closed: null });
    expect((await call('GET', apiPath(MAPI_API_PATHS.mapiList, { param: evax }), 'mapi-only')).statusCode).toBe(200);
  });

  test("nothing beyond: the folder's growth, the children list and another centre's child are refused", async () => {
    expect(
      (await call('GET', `${apiPath(MEDICAL_FOLDER_API_PATHS.growthList, { param: evax })}?birthDate=${daysFromToday(-70)}`, 'mapi-only')).statusCode,
    ).toBe(403);
    expect((await call('GET', API_PATHS.childrenList, 'mapi-only')).statusCode).toBe(403);
    expect((await call('GET', apiPath(CITIZEN_API_PATHS.childHistory, { param: evax }), 'mapi-only')).statusCode).toBe(403);
    const other = await newChild(call, 'agent2', daysFromToday(-70));
    expect((await call('GET', apiPath(CITIZEN_API_PATHS.childDetail, { param: other }), 'mapi-only')).statusCode).toBe(404);
    expect((await call('GET', apiPath(MEDICAL_FOLDER_API_PATHS.medicalFolder, { param: other }), 'mapi-only')).statusCode).toBe(404);
  });
});
