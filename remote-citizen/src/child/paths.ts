import { AREA_LINKS, apiPath } from '@evax/shared/contract';
import { CITIZEN_ROUTES } from '../route-paths';

/** The card of a child, by its evax number (CITIZEN_ROUTES.childCard). */
export const childCardPath = (evaxNumber: string): string => apiPath(CITIZEN_ROUTES.childCard, { evaxNumber });

/** The child's medical folder (its pages come with the medical-folder issue). */
export const medicalFolderPath = (evaxNumber: string): string => apiPath(CITIZEN_ROUTES.medicalFolder, { evaxNumber });

/** The child's routine vaccination folder (spec 2 §2 /vaccine/routine-vaccination/vaccinationFolder/{param}), the vaccination area's page. */
export const vaccinationFolderPath = (evaxNumber: string): string => apiPath(AREA_LINKS.routineVaccinationFolder, { evaxNumber });
