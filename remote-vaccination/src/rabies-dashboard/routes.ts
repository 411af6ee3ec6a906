import { createElement } from 'react';
import { BarChartOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';
import { VACCINATION_ROUTES as ROUTES } from '../route-paths';

const { vaccination } = PERMISSIONS;
const MENU_KEY = 'vaccination-antirabies-dashboard';

/** The anti-rabies dashboard (spec 2 §2 /vaccine-antirabique); its page brings the charts library, loaded with it only. */
export const rabiesDashboardRoutes: RouteDescriptor[] = [
  {
    path: ROUTES.rabiesDashboard,
    permission: vaccination.viewRabiesDashboard,
    titleKey: 'VACCINATION.RABIES_DASHBOARD.TITLE',
    menuKey: MENU_KEY,
    component: () => import('./pages/RabiesDashboardPage'),
  },
];

export const rabiesDashboardMenu: MenuItemDescriptor = {
  key: MENU_KEY,
  labelKey: 'VACCINATION.RABIES_DASHBOARD.MENU',
  path: ROUTES.rabiesDashboard,
  icon: createElement(BarChartOutlined),
  permission: vaccination.viewRabiesDashboard,
};
