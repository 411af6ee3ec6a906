import { createElement } from 'react';
import { ScheduleOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import { VACCINATION_ROUTES as ROUTES } from '../route-paths';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';

const { vaccination } = PERMISSIONS;
const MENU_KEY = 'vaccination-availability';

/** The structure's availability (issue 32): read under view-appointments, changed under manage-appointments. */
export const availabilityRoutes: RouteDescriptor[] = [
  {
    path: ROUTES.availability,
    permission: vaccination.viewAppointments,
    titleKey: 'VACCINATION.AVAILABILITY.TITLE',
    menuKey: MENU_KEY,
    component: () => import('./pages/AvailabilityPage'),
  },
];

export const availabilityMenu: MenuItemDescriptor = {
  key: MENU_KEY,
  labelKey: 'VACCINATION.AVAILABILITY.MENU',
  path: ROUTES.availability,
  icon: createElement(ScheduleOutlined),
  permission: vaccination.viewAppointments,
};
