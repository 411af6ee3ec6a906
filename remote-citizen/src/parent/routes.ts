import type { RouteDescriptor } from '@evax/shared/runtime';
import { CHILDREN_MENU_KEY } from '../common/links';
import { PARENT_PATHS } from './paths';

/** Adding a parent to a child, under the children's menu entry. Spec 2 §2: the page has no permission check (the API still asks add-children). */
export const parentRoutes: RouteDescriptor[] = [
  { path: PARENT_PATHS.add, titleKey: 'CITIZEN.MENU.PARENT_ADD', menuKey: CHILDREN_MENU_KEY, component: () => import('./pages/ParentAddPage') },
];
