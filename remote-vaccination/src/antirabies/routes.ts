import { createElement } from 'react';
import { ClockCircleOutlined, SafetyOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../route-paths';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';

const { vaccination } = PERMISSIONS;
const MENU_KEY = 'vaccination-antirabies';
const ABSENT_MENU_KEY = 'vaccination-antirabies-absent';
const T = 'VACCINATION.RABIES.TITLES';

/** Anti-rabies vaccination: the sheets' list, a sheet's details, a new sheet, a citizen's sheets, a sheet's first update, its update (the details), the absent list. */
export const rabiesRoutes: RouteDescriptor[] = [
  {
    path: ROUTES.rabiesList,
    permission: vaccination.viewRabies,
    titleKey: `${T}.LIST`,
    menuKey: MENU_KEY,
    component: () => import('./pages/RabiesListPage'),
  },
  {
    path: ROUTES.rabiesDetails,
    permission: vaccination.viewRabies,
    titleKey: `${T}.DETAILS`,
    menuKey: MENU_KEY,
    component: () => import('./pages/RabiesDetailsPage'),
  },
  {
    path: ROUTES.rabiesNew,
    permission: vaccination.addRabies,
    titleKey: `${T}.NEW`,
    menuKey: MENU_KEY,
    component: () => import('./pages/RabiesNewPage'),
  },
  {
    path: ROUTES.rabiesCitizen,
    permission: vaccination.viewRabies,
    titleKey: `${T}.CITIZEN`,
    menuKey: MENU_KEY,
    component: () => import('./pages/RabiesCitizenPage'),
  },
  {
    path: ROUTES.rabiesEdit,
    permission: vaccination.updateRabiesProtocol,
    titleKey: `${T}.EDIT`,
    menuKey: MENU_KEY,
    component: () => import('./pages/RabiesEditPage'),
  },
  {
    path: ROUTES.rabiesUpdate,
    permission: vaccination.editRabies,
    titleKey: `${T}.DETAILS`,
    menuKey: MENU_KEY,
    component: () => import('./pages/RabiesUpdatePage'),
  },
  {
    path: ROUTES.rabiesAbsent,
    permission: vaccination.viewAbsentRabiesList,
    titleKey: 'VACCINATION.RABIES_ABSENT.TITLE',
    menuKey: ABSENT_MENU_KEY,
    component: () => import('./pages/RabiesAbsentPage'),
  },
];

export const rabiesMenu: MenuItemDescriptor = {
  key: MENU_KEY,
  labelKey: 'VACCINATION.MENU.RABIES',
  path: ROUTES.rabiesList,
  icon: createElement(SafetyOutlined),
  permission: vaccination.viewRabies,
};

/** The absent list (issue 31 "Absences"), its own entry: a regional manager sees it without the sheets' list. */
export const rabiesAbsentMenu: MenuItemDescriptor = {
  key: ABSENT_MENU_KEY,
  labelKey: 'VACCINATION.RABIES_ABSENT.MENU',
  path: ROUTES.rabiesAbsent,
  icon: createElement(ClockCircleOutlined),
  permission: vaccination.viewAbsentRabiesList,
};
