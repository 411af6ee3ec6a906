import { createElement } from 'react';
import { MedicineBoxOutlined, WarningOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import { CITIZEN_ROUTES, MEDICAL_FOLDER_ROUTES } from '../route-paths';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';

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
  {
    path: CITIZEN_ROUTES.mapiList,
    permission: medicalFolder.viewMapi,
    titleKey: 'CITIZEN.MAPI.TITLE',
    menuKey: 'citizen-mapi',
    component: () => import('./pages/MapiSearchPage'),
  },
  {
    path: MEDICAL_FOLDER_ROUTES.seriousMapi,
    permission: medicalFolder.viewMapi,
    titleKey: 'CITIZEN.MAPI.SERIOUS_LIST.TITLE',
    menuKey: 'citizen-serious-mapi',
    component: () => import('./pages/SeriousMapiPage'),
  },
];

/** MAPI: a child's reports by its evax number (spec 2 §2's /mapi), and the serious reports. */
export const mapiMenu: MenuItemDescriptor[] = [
  {
    key: 'citizen-mapi',
    labelKey: 'CITIZEN.MAPI.MENU',
    path: CITIZEN_ROUTES.mapiList,
    icon: createElement(MedicineBoxOutlined),
    permission: medicalFolder.viewMapi,
  },
  {
    key: 'citizen-serious-mapi',
    labelKey: 'CITIZEN.MAPI.SERIOUS_LIST.TITLE',
    path: MEDICAL_FOLDER_ROUTES.seriousMapi,
    icon: createElement(WarningOutlined),
    permission: medicalFolder.viewMapi,
  },
];
