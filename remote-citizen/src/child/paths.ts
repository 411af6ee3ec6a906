import { AREA_LINKS, apiPath } from '@evax/shared/contract';
import { CITIZEN_ROUTES } from '../route-paths';

/** The children's screens (spec 2 §2), from the area's route table; a card's path is common/links.ts' childCardPath. */
export const CHILD_PATHS = {
  list: CITIZEN_ROUTES.childList,
  add: CITIZEN_ROUTES.childAdd,
  search: CITIZEN_ROUTES.childSearch,
  card: CITIZEN_ROUTES.childCard,
} as const;

/** The child's routine vaccination folder (spec 2 §2 /vaccine/routine-vaccination/vaccinationFolder/{param}), the vaccination area's page. */
export const vaccinationFolderPath = (evaxNumber: string): string => apiPath(AREA_LINKS.routineVaccinationFolder, { evaxNumber });
