import { createElement } from 'react';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';
import { SPECIALTY_PATHS } from './paths';

/** The edit page lies outside the list's path (spec 3 §2): it names its menu entry. */
const SPECIALTY_MENU_KEY = 'reference-specialty';

export const specialtyRoutes: RouteDescriptor[] = [
  // Not exact: the specialty activate / deactivate confirmations.
  { path: SPECIALTY_PATHS.list, permission: PERMISSIONS.specialty.viewList, titleKey: 'REFERENCE.MENU.SPECIALTY', component: () => import('./pages/SpecialtyListPage'), exact: false },
  { path: SPECIALTY_PATHS.add, permission: PERMISSIONS.specialty.add, titleKey: 'REFERENCE.SPECIALTY.FORM.ADD_TITLE', component: () => import('./pages/SpecialtyFormPage') },
  { path: SPECIALTY_PATHS.edit, permission: PERMISSIONS.specialty.edit, titleKey: 'REFERENCE.SPECIALTY.FORM.EDIT_TITLE', menuKey: SPECIALTY_MENU_KEY, component: () => import('./pages/SpecialtyFormPage') },
  { path: SPECIALTY_PATHS.show, permission: PERMISSIONS.specialty.view, titleKey: 'REFERENCE.MENU.SPECIALTY', component: () => import('./pages/SpecialtyShowPage') },
];

export const specialtyMenu: MenuItemDescriptor = {
  key: SPECIALTY_MENU_KEY,
  labelKey: 'REFERENCE.MENU.SPECIALTY',
  path: SPECIALTY_PATHS.list,
  icon: createElement(MedicineBoxOutlined),
  permission: PERMISSIONS.specialty.viewList,
};
