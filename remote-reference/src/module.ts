import { createElement } from 'react';
import { ExperimentOutlined, MedicineBoxOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { PERMISSIONS, REFERENCE_ROUTES } from '@evax/shared/contract';
import type { ModuleDescriptor } from '@evax/shared/runtime';
import { referenceTranslations } from './i18n';
import { DCI_PATHS, OPTION_LIST_PATHS, SPECIALTY_PATHS } from './routes/paths';

/** The reference area: DCI catalogue, specialties and option lists. */
const referenceModule: ModuleDescriptor = {
  name: 'reference',
  routes: [
    // Not exact: the activate / deactivate confirmations are nested under the list path.
    { path: REFERENCE_ROUTES.dciList, permission: PERMISSIONS.dci.viewList, component: () => import('./pages/DciListPage'), exact: false },
    { path: DCI_PATHS.add, permission: PERMISSIONS.dci.add, component: () => import('./pages/DciFormPage') },
    { path: DCI_PATHS.edit, permission: PERMISSIONS.dci.edit, component: () => import('./pages/DciFormPage') },
    { path: DCI_PATHS.show, permission: PERMISSIONS.dci.viewList, component: () => import('./pages/DciShowPage') },
    { path: DCI_PATHS.specialties, permission: PERMISSIONS.specialty.viewList, component: () => import('./pages/DciSpecialtiesPage') },
    // Not exact either: the specialty activate / deactivate confirmations.
    { path: SPECIALTY_PATHS.list, permission: PERMISSIONS.specialty.viewList, component: () => import('./pages/SpecialtyListPage'), exact: false },
    { path: SPECIALTY_PATHS.add, permission: PERMISSIONS.specialty.add, component: () => import('./pages/SpecialtyFormPage') },
    { path: SPECIALTY_PATHS.edit, permission: PERMISSIONS.specialty.edit, component: () => import('./pages/SpecialtyFormPage') },
    { path: SPECIALTY_PATHS.show, permission: PERMISSIONS.specialty.view, component: () => import('./pages/SpecialtyShowPage') },
    // Not exact: the list activate / deactivate confirmations.
    { path: OPTION_LIST_PATHS.list, permission: PERMISSIONS.lists.view, component: () => import('./pages/OptionListListPage'), exact: false },
    { path: OPTION_LIST_PATHS.add, permission: PERMISSIONS.lists.add, component: () => import('./pages/OptionListFormPage') },
    { path: OPTION_LIST_PATHS.edit, permission: PERMISSIONS.lists.change, component: () => import('./pages/OptionListFormPage') },
    { path: OPTION_LIST_PATHS.show, permission: PERMISSIONS.lists.view, component: () => import('./pages/OptionListShowPage') },
  ],
  menu: [
    {
      key: 'reference-dci',
      labelKey: 'REFERENCE.MENU.DCI',
      path: REFERENCE_ROUTES.dciList,
      icon: createElement(ExperimentOutlined),
      permission: PERMISSIONS.dci.viewList,
    },
    {
      key: 'reference-specialty',
      labelKey: 'REFERENCE.MENU.SPECIALTY',
      path: SPECIALTY_PATHS.list,
      icon: createElement(MedicineBoxOutlined),
      permission: PERMISSIONS.specialty.viewList,
    },
    {
      key: 'reference-lists',
      labelKey: 'REFERENCE.MENU.LISTS',
      path: OPTION_LIST_PATHS.list,
      icon: createElement(UnorderedListOutlined),
      permission: PERMISSIONS.lists.view,
    },
  ],
  translations: referenceTranslations,
};

export default referenceModule;
