import { CITIZEN_ROUTES, MEDICAL_FOLDER_ROUTES, PERMISSIONS } from '@evax/shared/contract';
import type { RouteDescriptor } from '@evax/shared/runtime';

const { medicalFolder } = PERMISSIONS;

/**
 * A child's medical folder (/admin/mapi/:evaxNumber, opened from the card) and its growth charts,
 * a page of their own so the charts library loads only there. Both in the children's menu entry.
 */
export const medicalFolderRoutes: RouteDescriptor[] = [
  {
    path: CITIZEN_ROUTES.medicalFolder,
    permission: medicalFolder.viewMedicalFolder,
    titleKey: 'CITIZEN.MEDICAL_FOLDER.TITLE',
    menuKey: 'citizen-children',
    component: () => import('./pages/MedicalFolderPage'),
  },
  {
    path: MEDICAL_FOLDER_ROUTES.growthCharts,
    permission: medicalFolder.viewGrowth,
    titleKey: 'CITIZEN.MEDICAL_FOLDER.CHARTS.TITLE',
    menuKey: 'citizen-children',
    component: () => import('./pages/GrowthChartsPage'),
  },
];
