import { apiPath } from '@evax/shared/contract';
import { CITIZEN_ROUTES, MEDICAL_FOLDER_ROUTES } from '../route-paths';

/** The medical folder's screens, from the area's route table; the folder's own path is common/links.ts' medicalFolderPath. */
export const MEDICAL_FOLDER_PATHS = {
  folder: CITIZEN_ROUTES.medicalFolder,
  growthCharts: MEDICAL_FOLDER_ROUTES.growthCharts,
  mapiSearch: CITIZEN_ROUTES.mapiList,
  seriousMapi: MEDICAL_FOLDER_ROUTES.seriousMapi,
} as const;

export const growthChartsPath = (evaxNumber: string): string => apiPath(MEDICAL_FOLDER_PATHS.growthCharts, { evaxNumber });
