import { createElement } from 'react';
import { IdcardOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';
import { CITIZEN_PATHS } from './paths';

const { citizen } = PERMISSIONS;
const MENU_KEY = 'citizen-citizens';

/** /admin/citoyen (spec 2 §2, exact) and a citizen's page, both under show-citizen. */
export const citizenRoutes: RouteDescriptor[] = [
  { path: CITIZEN_PATHS.list, permission: citizen.showCitizen, titleKey: 'CITIZEN.MENU.CITIZENS', component: () => import('./pages/CitizenListPage') },
  {
    path: CITIZEN_PATHS.show,
    permission: citizen.showCitizen,
    titleKey: 'CITIZEN.CITIZENS.SHOW_TITLE',
    menuKey: MENU_KEY,
    component: () => import('./pages/CitizenShowPage'),
  },
];

export const citizenMenu: MenuItemDescriptor[] = [
  { key: MENU_KEY, labelKey: 'CITIZEN.MENU.CITIZENS', path: CITIZEN_PATHS.list, icon: createElement(IdcardOutlined), permission: citizen.showCitizen },
];
