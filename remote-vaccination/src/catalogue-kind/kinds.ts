import { API_PATHS, PERMISSIONS, type CatalogueKind, type Permission } from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../route-paths';

/** What differs between occasional and seasonal vaccination: paths, screens, permissions, texts. */
export interface KindScreens {
  kind: CatalogueKind;
  /** Under VACCINATION.KIND.TITLES. */
  textKey: 'OCCASIONAL' | 'SEASONAL';
  menuKey: string;
  /** Its API's paths (`{param}` the evax number or the dose's id). */
  apiPaths: { list: string; folder: string; vaccinesList: string; edit: string; delete: string };
  routes: { list: string; folder: string; new: string };
  view: Permission;
  add: Permission;
  edit: Permission;
  delete: Permission;
}

export const OCCASIONAL: KindScreens = {
  kind: 'occasional',
  textKey: 'OCCASIONAL',
  menuKey: 'vaccination-occasional',
  apiPaths: {
    list: API_PATHS.occasionalVaccinations,
    folder: API_PATHS.occasionalFolder,
    vaccinesList: API_PATHS.occasionalVaccinesList,
    edit: API_PATHS.occasionalEdit,
    delete: API_PATHS.occasionalDelete,
  },
  routes: { list: ROUTES.occasionalList, folder: ROUTES.occasionalFolder, new: ROUTES.occasionalNew },
  view: PERMISSIONS.vaccination.viewOccasional,
  add: PERMISSIONS.vaccination.addOccasional,
  edit: PERMISSIONS.vaccination.editOccasional,
  delete: PERMISSIONS.vaccination.deleteOccasional,
};

export const SEASONAL: KindScreens = {
  kind: 'seasonal',
  textKey: 'SEASONAL',
  menuKey: 'vaccination-seasonal',
  apiPaths: {
    list: API_PATHS.seasonalVaccinations,
    folder: API_PATHS.seasonalFolder,
    vaccinesList: API_PATHS.seasonalVaccinesList,
    edit: API_PATHS.seasonalEdit,
    delete: API_PATHS.seasonalDelete,
  },
  routes: { list: ROUTES.seasonalList, folder: ROUTES.seasonalFolder, new: ROUTES.seasonalNew },
  view: PERMISSIONS.vaccination.viewSeasonal,
  add: PERMISSIONS.vaccination.addSeasonal,
  edit: PERMISSIONS.vaccination.editSeasonal,
  delete: PERMISSIONS.vaccination.deleteSeasonal,
};
