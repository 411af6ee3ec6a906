import { createElement } from 'react';
import { SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';
import { CHILDREN_MENU_KEY as MENU_KEY } from '../common/links';
import { CHILD_PATHS } from './paths';

const { citizen } = PERMISSIONS;

/**
 * The children's screens: the list, the search, adding a child, and a child's card (`/admin/child/:evaxNumber`).
 * The card has no route permission: it opens from the list (view-children-list) or from the
 * search (search-children), and the API answers it to either.
 */
export const childRoutes: RouteDescriptor[] = [
  { path: CHILD_PATHS.list, permission: citizen.viewChildrenList, titleKey: 'CITIZEN.MENU.CHILDREN', component: () => import('./pages/ChildListPage') },
  {
    path: CHILD_PATHS.search,
    permission: citizen.searchChildren,
    titleKey: 'CITIZEN.MENU.CHILD_SEARCH',
    component: () => import('./pages/ChildSearchPage'),
  },
  {
    path: CHILD_PATHS.add,
    permission: citizen.addChildren,
    titleKey: 'CITIZEN.MENU.CHILD_ADD',
    menuKey: MENU_KEY,
    component: () => import('./pages/ChildAddPage'),
  },
  { path: CHILD_PATHS.card, titleKey: 'CITIZEN.CHILD.CARD_TITLE', menuKey: MENU_KEY, component: () => import('./pages/ChildCardPage') },
];

export const childMenu: MenuItemDescriptor[] = [
  {
    key: MENU_KEY,
    labelKey: 'CITIZEN.MENU.CHILDREN',
    path: CHILD_PATHS.list,
    icon: createElement(TeamOutlined),
    permission: citizen.viewChildrenList,
    count: { path: API_PATHS.childrenList, labelKey: 'CITIZEN.CHILDREN.COUNT' },
  },
  {
    key: 'citizen-child-search',
    labelKey: 'CITIZEN.MENU.CHILD_SEARCH',
    path: CHILD_PATHS.search,
    icon: createElement(SearchOutlined),
    permission: citizen.searchChildren,
  },
];
