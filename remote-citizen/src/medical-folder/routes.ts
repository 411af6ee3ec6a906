import { createElement } from 'react';
import { MedicineBoxOutlined, WarningOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';
import { CHILDREN_MENU_KEY } from '../common/links';
import { MEDICAL_FOLDER_PATHS as PATHS } from './paths';

const { medicalFolder } = PERMISSIONS;

/**
 * A child's medical folder (/admin/mapi/:evaxNumber, opened from the card) and its growth charts,
 * a page of their own so the charts library loads only there. Both in the children's menu entry.
 * The folder's page is spec 2 §2's /mapi/{param}, gated by the MAPI show permission (the search's
 * result): its tabs are each gated by their own view permission.
 */
export const medicalFolderRoutes: RouteDescriptor[] = [
  {
    path: PATHS.folder,
    permission: medicalFolder.viewMapi,
    titleKey: 'CITIZEN.MEDICAL_FOLDER.TITLE',
    menuKey: CHILDREN_MENU_KEY,
    component: () => import('./pages/MedicalFolderPage'),
  },
  {
    path: PATHS.growthCharts,
    permission: medicalFolder.viewGrowth,
    titleKey: 'CITIZEN.MEDICAL_FOLDER.CHARTS.TITLE',
    menuKey: CHILDREN_MENU_KEY,
    component: () => import('./pages/GrowthChartsPage'),
  },
  {
    path: PATHS.mapiSearch,
    permission: medicalFolder.viewMapi,
    titleKey: 'CITIZEN.MAPI.TITLE',
    menuKey: 'citizen-mapi',
    component: () => import('./pages/MapiSearchPage'),
  },
  {
    path: PATHS.seriousMapi,
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
    path: PATHS.mapiSearch,
    icon: createElement(MedicineBoxOutlined),
    permission: medicalFolder.viewMapi,
  },
  {
    key: 'citizen-serious-mapi',
    labelKey: 'CITIZEN.MAPI.SERIOUS_LIST.TITLE',
    path: PATHS.seriousMapi,
    icon: createElement(WarningOutlined),
    permission: medicalFolder.viewMapi,
  },
];
