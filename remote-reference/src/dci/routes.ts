import { createElement } from 'react';
import { ExperimentOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';
import { DCI_PATHS } from './paths';

export const dciRoutes: RouteDescriptor[] = [
  // Not exact: the activate / deactivate confirmations are nested under the list path.
  { path: DCI_PATHS.list, permission: PERMISSIONS.dci.viewList, component: () => import('./pages/DciListPage'), exact: false },
  { path: DCI_PATHS.add, permission: PERMISSIONS.dci.add, component: () => import('./pages/DciFormPage') },
  { path: DCI_PATHS.edit, permission: PERMISSIONS.dci.edit, component: () => import('./pages/DciFormPage') },
  { path: DCI_PATHS.show, permission: PERMISSIONS.dci.viewList, component: () => import('./pages/DciShowPage') },
  { path: DCI_PATHS.specialties, permission: PERMISSIONS.specialty.viewList, component: () => import('./pages/DciSpecialtiesPage') },
];

export const dciMenu: MenuItemDescriptor = {
  key: 'reference-dci',
  labelKey: 'REFERENCE.MENU.DCI',
  path: DCI_PATHS.list,
  icon: createElement(ExperimentOutlined),
  permission: PERMISSIONS.dci.viewList,
};
