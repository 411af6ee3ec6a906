import { createElement } from 'react';
import { CalendarOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import { VACCINATION_ROUTES as ROUTES } from '../route-paths';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';

const { vaccination } = PERMISSIONS;
const MENU_KEY = 'vaccination-appointments';
const T = 'VACCINATION.APPOINTMENTS';

/** Appointments (issue 32): today's work list, the past ones, the calendar; all under view-appointments. */
export const appointmentRoutes: RouteDescriptor[] = [
  {
    path: ROUTES.appointmentsToday,
    permission: vaccination.viewAppointments,
    titleKey: `${T}.TODAY_TITLE`,
    menuKey: MENU_KEY,
    component: () => import('./pages/TodayAppointmentsPage'),
  },
  {
    path: ROUTES.appointmentsPast,
    permission: vaccination.viewAppointments,
    titleKey: `${T}.PAST_TITLE`,
    menuKey: MENU_KEY,
    component: () => import('./pages/PastAppointmentsPage'),
  },
  {
    path: ROUTES.appointmentsCalendar,
    permission: vaccination.viewAppointments,
    titleKey: `${T}.CALENDAR_TITLE`,
    menuKey: MENU_KEY,
    component: () => import('./pages/AppointmentCalendarPage'),
  },
];

export const appointmentsMenu: MenuItemDescriptor = {
  key: MENU_KEY,
  labelKey: `${T}.MENU`,
  path: ROUTES.appointmentsToday,
  icon: createElement(CalendarOutlined),
  permission: vaccination.viewAppointments,
};
