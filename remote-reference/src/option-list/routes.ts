import { createElement } from 'react';
import { UnorderedListOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';
import { OPTION_LIST_PATHS } from './paths';

export const optionListRoutes: RouteDescriptor[] = [
  // Not exact: the list activate / deactivate confirmations.
  { path: OPTION_LIST_PATHS.list, permission: PERMISSIONS.lists.view, component: () => import('./pages/OptionListListPage'), exact: false },
  { path: OPTION_LIST_PATHS.add, permission: PERMISSIONS.lists.add, component: () => import('./pages/OptionListFormPage') },
  { path: OPTION_LIST_PATHS.edit, permission: PERMISSIONS.lists.change, component: () => import('./pages/OptionListFormPage') },
  { path: OPTION_LIST_PATHS.show, permission: PERMISSIONS.lists.view, component: () => import('./pages/OptionListShowPage') },
];

export const optionListMenu: MenuItemDescriptor = {
  key: 'reference-lists',
  labelKey: 'REFERENCE.MENU.LISTS',
  path: OPTION_LIST_PATHS.list,
  icon: createElement(UnorderedListOutlined),
  permission: PERMISSIONS.lists.view,
};
