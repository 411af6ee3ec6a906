import { createElement } from 'react';
import { SafetyOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../route-paths';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';

const { vaccination } = PERMISSIONS;
const MENU_KEY = 'vaccination-antirabies';
const T = 'VACCINATION.RABIES.TITLES';

/** Anti-rabies vaccination: the sheets' list, a sheet's details, a new sheet. */
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
];

export const rabiesMenu: MenuItemDescriptor = {
  key: MENU_KEY,
  labelKey: 'VACCINATION.MENU.RABIES',
  path: ROUTES.rabiesList,
  icon: createElement(SafetyOutlined),
  permission: vaccination.viewRabies,
};
