import { CITIZEN_ROUTES } from '../route-paths';

/** The citizens' screens (spec 2 §2), from the area's route table; a citizen's path is common/links.ts' citizenShowPath. */
export const CITIZEN_PATHS = {
  list: CITIZEN_ROUTES.citizenList,
  show: CITIZEN_ROUTES.citizenShow,
} as const;
