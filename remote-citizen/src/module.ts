import { createElement } from 'react';
import { TeamOutlined } from '@ant-design/icons';
import { API_PATHS, CITIZEN_ROUTES, PERMISSIONS } from '@evax/shared/contract';
import type { ModuleDescriptor } from '@evax/shared/runtime';
import { citizenTranslations } from './i18n';
import { registrationMenu, registrationRoutes } from './registration-request/routes';

/** The citizen area: children (citizens, parents, medical folder and MAPI come later). */
const citizenModule: ModuleDescriptor = {
  name: 'citizen',
  routes: [
    {
      path: CITIZEN_ROUTES.childList,
      permission: PERMISSIONS.citizen.viewChildrenList,
      titleKey: 'CITIZEN.MENU.CHILDREN',
      component: () => import('./pages/ChildListPage'),
    },
    ...registrationRoutes,
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
    registrationMenu,
  ],
  translations: citizenTranslations,
};

export default citizenModule;
