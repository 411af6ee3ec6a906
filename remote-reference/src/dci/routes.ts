import { createElement } from 'react';
import { ExperimentOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import { entityRoutes } from '@evax/shared/ui/shell';
import { DCI } from './entity';
import { DCI_PATHS } from './paths';

const { specialty } = PERMISSIONS;

const entity = entityRoutes({
  entity: DCI,
  menu: { key: 'reference-dci', labelKey: 'REFERENCE.MENU.DCI', icon: createElement(ExperimentOutlined) },
  pages: { list: () => import('./pages/DciListPage'), form: () => import('./pages/DciFormPage'), show: () => import('./pages/DciShowPage') },
});

export const dciRoutes = [
  ...entity.routes,
  {
    path: DCI_PATHS.specialties,
    permission: specialty.viewList,
    titleKey: 'REFERENCE.DCI.SHOW.SPECIALTIES',
    component: () => import('./pages/DciSpecialtiesPage'),
  },
];

export const dciMenu = entity.menu;
