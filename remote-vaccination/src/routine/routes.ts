import { createElement } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import { VACCINATION_ROUTES } from '../route-paths';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';

const { vaccination } = PERMISSIONS;
const MENU_KEY = 'vaccination-routine';

/** Routine vaccination: the children list, a child's booklet, a new vaccination. */
export const routineRoutes: RouteDescriptor[] = [
  {
    path: VACCINATION_ROUTES.routineList,
    permission: vaccination.viewRoutine,
    titleKey: 'VACCINATION.MENU.ROUTINE',
    component: () => import('./pages/RoutineVaccinationListPage'),
  },
  {
    path: VACCINATION_ROUTES.routineFolder,
    permission: vaccination.viewRoutine,
    titleKey: 'VACCINATION.MENU.FOLDER',
    menuKey: MENU_KEY,
    component: () => import('./pages/VaccinationFolderPage'),
  },
  {
    path: VACCINATION_ROUTES.routineNew,
    permission: vaccination.addRoutine,
    titleKey: 'VACCINATION.MENU.NEW',
    menuKey: MENU_KEY,
    component: () => import('./pages/NewVaccinationPage'),
  },
  {
    path: VACCINATION_ROUTES.routineNext,
    permission: vaccination.addNextRoutine,
    titleKey: 'VACCINATION.ROUTINE.NEW.NEXT_TITLE',
    menuKey: MENU_KEY,
    component: () => import('./pages/NextVaccinationPage'),
  },
];

export const routineMenu: MenuItemDescriptor = {
  key: MENU_KEY,
  labelKey: 'VACCINATION.MENU.ROUTINE',
  path: VACCINATION_ROUTES.routineList,
  icon: createElement(SafetyCertificateOutlined),
  permission: vaccination.viewRoutine,
};
