import { createElement } from 'react';
import { CalendarOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';
import { OCCASIONAL, SEASONAL, type KindScreens } from './kinds';

/** A kind's three pages (list, folder, new), each the shared page given the kind. */
function kindRoutes(screens: KindScreens): RouteDescriptor[] {
  const titles = `VACCINATION.KIND.TITLES.${screens.textKey}`;
  return [
    {
      path: screens.routes.list,
      permission: screens.view,
      titleKey: `${titles}.LIST`,
      component: () => import('./pages/KindListPage').then(({ KindListPage }) => ({ default: () => createElement(KindListPage, { screens }) })),
    },
    {
      path: screens.routes.new,
      permission: screens.add,
      titleKey: `${titles}.NEW`,
      menuKey: screens.menuKey,
      component: () =>
        import('./pages/NewKindVaccinationPage').then(({ NewKindVaccinationPage }) => ({ default: () => createElement(NewKindVaccinationPage, { screens }) })),
    },
    {
      path: screens.routes.folder,
      permission: screens.view,
      titleKey: `${titles}.FOLDER`,
      menuKey: screens.menuKey,
      component: () => import('./pages/KindFolderPage').then(({ KindFolderPage }) => ({ default: () => createElement(KindFolderPage, { screens }) })),
    },
  ];
}

export const catalogueKindRoutes: RouteDescriptor[] = [...kindRoutes(OCCASIONAL), ...kindRoutes(SEASONAL)];

export const catalogueKindMenus: MenuItemDescriptor[] = [
  {
    key: OCCASIONAL.menuKey,
    labelKey: 'VACCINATION.MENU.OCCASIONAL',
    path: OCCASIONAL.routes.list,
    icon: createElement(MedicineBoxOutlined),
    permission: OCCASIONAL.view,
  },
  {
    key: SEASONAL.menuKey,
    labelKey: 'VACCINATION.MENU.SEASONAL',
    path: SEASONAL.routes.list,
    icon: createElement(CalendarOutlined),
    permission: SEASONAL.view,
  },
];
