import { createElement } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { API_PATHS, CITIZEN_ROUTES, PERMISSIONS } from '@evax/shared/contract';
import type { ModuleDescriptor } from '@evax/shared/runtime';
import { citizenTranslations } from './i18n';

/** The citizen area: children (citizens, parents, medical folder and MAPI come later). */
const citizenModule: ModuleDescriptor = {
  name: 'citizen',
  routes: [
    { path: CITIZEN_ROUTES.childList, permission: PERMISSIONS.citizen.viewChildrenList, titleKey: 'CITIZEN.MENU.CHILDREN', component: () => import('./pages/ChildListPage') },
    { path: CITIZEN_ROUTES.childAdd, permission: PERMISSIONS.citizen.addChildren, titleKey: 'CITIZEN.MENU.CHILD_ADD', menuKey: 'citizen-children', component: () => import('./child/pages/ChildAddPage') },
    // Spec 2 §2: the parent page has no permission check (the API still asks add-children).
    { path: CITIZEN_ROUTES.parentAdd, titleKey: 'CITIZEN.MENU.PARENT_ADD', menuKey: 'citizen-children', component: () => import('./parent/pages/ParentAddPage') },
  ],
  menu: [
    {
      key: 'citizen-children',
      labelKey: 'CITIZEN.MENU.CHILDREN',
      path: CITIZEN_ROUTES.childList,
      icon: createElement(TeamOutlined),
      permission: PERMISSIONS.citizen.viewChildrenList,
      count: { path: API_PATHS.childrenList, labelKey: 'CITIZEN.CHILDREN.COUNT' },
    },
  ],
  translations: citizenTranslations,
};

export default citizenModule;
