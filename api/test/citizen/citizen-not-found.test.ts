import { apiPath, CITIZEN_API_PATHS, ERROR_CODES, MEDICAL_FOLDER_API_PATHS, VACCINATION_API_PATHS } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { useApiApp } from '../support/app.js';

/** Issue 27, point 5: a child not found answers its own key, a parent not found the parent's. */
describe.each(BACKENDS)('not found, by what is missing, on %s', (backend) => {
  const app = useApiApp(backend, ['agent']);
  const CHILD = { detail: 'Child not found', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: 'ERROR.CODE.CHILD_NOT_FOUND' };
  const PARENT = { detail: 'Parent not found', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: 'ERROR.CODE.PARENT_NOT_FOUND' };
  const nobody = '123456789';

  test.each([
    ['the child card', () => apiPath(CITIZEN_API_PATHS.childDetail, { param: nobody })],
    ['the medical folder', () => apiPath(MEDICAL_FOLDER_API_PATHS.allergyList, { param: nobody })],
    ['the vaccination booklet', () => apiPath(VACCINATION_API_PATHS.routineFolder, { param: nobody })],
  ])('%s of an unknown child: CHILD_NOT_FOUND', async (_what, url) => {
    const response = await app.call('GET', url(), 'agent');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(CHILD);
  });

  test('an unknown parent: PARENT_NOT_FOUND', async () => {
    const response = await app.call('GET', apiPath(CITIZEN_API_PATHS.citizenShow, { id: 999999 }), 'agent');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(PARENT);
  });
});
