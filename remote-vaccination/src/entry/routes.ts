import { PERMISSIONS } from '@evax/shared/contract';
import type { RouteDescriptor } from '@evax/shared/runtime';
import { VACCINATION_ROUTES } from '../route-paths';

/** /admin/vaccine: the area's entry, the kinds the user may open. */
export const entryRoutes: RouteDescriptor[] = [
  {
    path: VACCINATION_ROUTES.entry,
    permission: PERMISSIONS.vaccination.view,
    titleKey: 'VACCINATION.MENU.ENTRY',
    component: () => import('./pages/VaccineEntryPage'),
  },
];
