import { hasPermission, PERMISSIONS } from '@evax/shared/contract';
import { CITIZEN_ROUTES } from '../../src/route-paths';
import { medicalFolderRoutes } from '../../src/medical-folder/routes';

const { medicalFolder } = PERMISSIONS;
const holding = (...permissions: string[]) => ({ isSuperuser: false, isDssb: false, permissions: permissions as never[] });

/** Spec 2 §2: /mapi (search) and /mapi/{param} (its result, the folder's page) are gated by the MAPI show permission. */
describe('the medical folder routes', () => {
  const folderRoute = medicalFolderRoutes.find((route) => route.path === CITIZEN_ROUTES.medicalFolder)!;
  const searchRoute = medicalFolderRoutes.find((route) => route.path === CITIZEN_ROUTES.mapiList)!;

  it("let a user holding only view-mapi open the search's result, as the search itself", () => {
    expect(hasPermission(holding(medicalFolder.viewMapi), searchRoute.permission)).toBe(true);
    expect(hasPermission(holding(medicalFolder.viewMapi), folderRoute.permission)).toBe(true);
  });

  it('refuse the folder page to a user without view-mapi', () => {
    expect(hasPermission(holding(medicalFolder.viewMedicalFolder, medicalFolder.viewGrowth), folderRoute.permission)).toBe(false);
  });
});
