import { createElement } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { PERMISSIONS, VACCINATION_ROUTES } from '@evax/shared/contract';
import type { ModuleDescriptor } from '@evax/shared/runtime';
import { vaccinationTranslations } from './i18n';

/** The vaccination area: routine vaccination (the four other kinds and appointments come later). */
const vaccinationModule: ModuleDescriptor = {
  name: 'vaccination',
  routes: [
    {
      path: VACCINATION_ROUTES.routineList,
      permission: PERMISSIONS.vaccination.viewRoutine,
      titleKey: 'VACCINATION.MENU.ROUTINE',
      component: () => import('./pages/RoutineVaccinationListPage'),
    },
  ],
  menu: [
    {
      key: 'vaccination-routine',
      labelKey: 'VACCINATION.MENU.ROUTINE',
      path: VACCINATION_ROUTES.routineList,
      icon: createElement(SafetyCertificateOutlined),
      permission: PERMISSIONS.vaccination.viewRoutine,
    },
  ],
  translations: vaccinationTranslations,
};

export default vaccinationModule;
