import { createElement } from 'react';
import { SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import { CITIZEN_ROUTES } from '../route-paths';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';

const { citizen } = PERMISSIONS;
const MENU_KEY = 'citizen-children';

/**
 * The children's screens: the list, the search, adding a child (and a parent to a child), and a
 * child's card (`/admin/child/:evaxNumber`).
 * The card has no route permission: it opens from the list (view-children-list) or from the
 * search (search-children), and the API answers it to either.
 */
export const childRoutes: RouteDescriptor[] = [
  { path: CITIZEN_ROUTES.childList, permission: citizen.viewChildrenList, titleKey: 'CITIZEN.MENU.CHILDREN', component: () => import('./pages/ChildListPage') },
  {
    path: CITIZEN_ROUTES.childSearch,
    permission: citizen.searchChildren,
    titleKey: 'CITIZEN.MENU.CHILD_SEARCH',
    component: () => import('./pages/ChildSearchPage'),
  },
  {
    path: CITIZEN_ROUTES.childAdd,
    permission: citizen.addChildren,
    titleKey: 'CITIZEN.MENU.CHILD_ADD',
    menuKey: MENU_KEY,
    component: () => import('./pages/ChildAddPage'),
  },
  // Spec 2 §2: the parent page has no permission check (the API still asks add-children).
  { path: CITIZEN_ROUTES.parentAdd, titleKey: 'CITIZEN.MENU.PARENT_ADD', menuKey: MENU_KEY, component: () => import('../parent/pages/ParentAddPage') },
  { path: CITIZEN_ROUTES.childCard, titleKey: 'CITIZEN.CHILD.CARD_TITLE', menuKey: MENU_KEY, component: () => import('./pages/ChildCardPage') },
];

export const childMenu: MenuItemDescriptor[] = [
  {
    key: MENU_KEY,
    labelKey: 'CITIZEN.MENU.CHILDREN',
    path: CITIZEN_ROUTES.childList,
    icon: createElement(TeamOutlined),
    permission: citizen.viewChildrenList,
    count: { path: API_PATHS.childrenList, labelKey: 'CITIZEN.CHILDREN.COUNT' },
  },
  {
    key: 'citizen-child-search',
    labelKey: 'CITIZEN.MENU.CHILD_SEARCH',
    path: CITIZEN_ROUTES.childSearch,
    icon: createElement(SearchOutlined),
    permission: citizen.searchChildren,
  },
];
