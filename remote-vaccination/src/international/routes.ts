import { createElement } from 'react';
import { GlobalOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../route-paths';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';

const { vaccination } = PERMISSIONS;
const MENU_KEY = 'vaccination-international';
const T = 'VACCINATION.INTERNATIONAL.TITLES';

/** International vaccination: the list, a child's folder, new and edit. */
export const internationalRoutes: RouteDescriptor[] = [
  {
    path: ROUTES.internationalList,
    permission: vaccination.viewInternational,
    titleKey: `${T}.LIST`,
    component: () => import('./pages/InternationalListPage'),
  },
  {
    path: ROUTES.internationalNew,
    permission: vaccination.addInternational,
    titleKey: `${T}.NEW`,
    menuKey: MENU_KEY,
    component: () => import('./pages/InternationalFormPage'),
  },
  {
    path: ROUTES.internationalEdit,
    permission: vaccination.editInternational,
    titleKey: `${T}.EDIT`,
    menuKey: MENU_KEY,
    component: () => import('./pages/InternationalFormPage'),
  },
  {
    path: ROUTES.internationalFolder,
    permission: vaccination.viewInternational,
    titleKey: `${T}.FOLDER`,
    menuKey: MENU_KEY,
    component: () => import('./pages/InternationalFolderPage'),
  },
];

export const internationalMenu: MenuItemDescriptor = {
  key: MENU_KEY,
  labelKey: 'VACCINATION.MENU.INTERNATIONAL',
  path: ROUTES.internationalList,
  icon: createElement(GlobalOutlined),
  permission: vaccination.viewInternational,
};
