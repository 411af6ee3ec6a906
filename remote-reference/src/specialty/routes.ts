import { createElement } from 'react';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';
import { SPECIALTY_PATHS } from './paths';

export const specialtyRoutes: RouteDescriptor[] = [
  // Not exact: the specialty activate / deactivate confirmations.
  { path: SPECIALTY_PATHS.list, permission: PERMISSIONS.specialty.viewList, component: () => import('./pages/SpecialtyListPage'), exact: false },
  { path: SPECIALTY_PATHS.add, permission: PERMISSIONS.specialty.add, component: () => import('./pages/SpecialtyFormPage') },
  { path: SPECIALTY_PATHS.edit, permission: PERMISSIONS.specialty.edit, component: () => import('./pages/SpecialtyFormPage') },
  { path: SPECIALTY_PATHS.show, permission: PERMISSIONS.specialty.view, component: () => import('./pages/SpecialtyShowPage') },
];

export const specialtyMenu: MenuItemDescriptor = {
  key: 'reference-specialty',
  labelKey: 'REFERENCE.MENU.SPECIALTY',
  path: SPECIALTY_PATHS.list,
  icon: createElement(MedicineBoxOutlined),
  permission: PERMISSIONS.specialty.viewList,
};
