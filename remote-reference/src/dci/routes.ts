import { createElement } from 'react';
import { ExperimentOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';
import { DCI_PATHS } from './paths';

/** The add and edit pages lie outside the list's path (spec 3 §2): they name their menu entry. */
const DCI_MENU_KEY = 'reference-dci';

export const dciRoutes: RouteDescriptor[] = [
  // Not exact: the activate / deactivate confirmations are nested under the list path.
  { path: DCI_PATHS.list, permission: PERMISSIONS.dci.viewList, titleKey: 'REFERENCE.MENU.DCI', component: () => import('./pages/DciListPage'), exact: false },
  { path: DCI_PATHS.add, permission: PERMISSIONS.dci.add, titleKey: 'REFERENCE.DCI.FORM.ADD_TITLE', menuKey: DCI_MENU_KEY, component: () => import('./pages/DciFormPage') },
  { path: DCI_PATHS.edit, permission: PERMISSIONS.dci.edit, titleKey: 'REFERENCE.DCI.FORM.EDIT_TITLE', menuKey: DCI_MENU_KEY, component: () => import('./pages/DciFormPage') },
  { path: DCI_PATHS.show, permission: PERMISSIONS.dci.viewList, titleKey: 'REFERENCE.MENU.DCI', component: () => import('./pages/DciShowPage') },
  { path: DCI_PATHS.specialties, permission: PERMISSIONS.specialty.viewList, titleKey: 'REFERENCE.DCI.SHOW.SPECIALTIES', component: () => import('./pages/DciSpecialtiesPage') },
];

export const dciMenu: MenuItemDescriptor = {
  key: DCI_MENU_KEY,
  labelKey: 'REFERENCE.MENU.DCI',
  path: DCI_PATHS.list,
  icon: createElement(ExperimentOutlined),
  permission: PERMISSIONS.dci.viewList,
};
