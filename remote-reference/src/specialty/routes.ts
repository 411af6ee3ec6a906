import { createElement } from 'react';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { entityRoutes } from '@evax/shared/ui/shell';
import { SPECIALTY } from './entity';

export const { routes: specialtyRoutes, menu: specialtyMenu } = entityRoutes({
  entity: SPECIALTY,
  menu: { key: 'reference-specialty', labelKey: 'REFERENCE.MENU.SPECIALTY', icon: createElement(MedicineBoxOutlined) },
  pages: { list: () => import('./pages/SpecialtyListPage'), form: () => import('./pages/SpecialtyFormPage'), show: () => import('./pages/SpecialtyShowPage') },
});
