import { createElement } from 'react';
import { SolutionOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import { REGISTRATION_ROUTES } from '../route-paths';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';

const { citizen } = PERMISSIONS;
const MENU_KEY = 'citizen-registration-requests';

/** The registration requests' screens: the list (three states, filters) and one request. */
export const registrationRoutes: RouteDescriptor[] = [
  {
    path: REGISTRATION_ROUTES.requestList,
    permission: citizen.viewSubscriptionList,
    titleKey: 'CITIZEN.REGISTRATION.MENU',
    menuKey: MENU_KEY,
    component: () => import('./pages/RequestListPage'),
  },
  {
    path: REGISTRATION_ROUTES.requestShow,
    permission: citizen.viewSubscriptionList,
    titleKey: 'CITIZEN.REGISTRATION.DETAIL_TITLE',
    menuKey: MENU_KEY,
    component: () => import('./pages/RequestShowPage'),
  },
];

export const registrationMenu: MenuItemDescriptor = {
  key: MENU_KEY,
  labelKey: 'CITIZEN.REGISTRATION.MENU',
  path: REGISTRATION_ROUTES.requestList,
  icon: createElement(SolutionOutlined),
  permission: citizen.viewSubscriptionList,
};
