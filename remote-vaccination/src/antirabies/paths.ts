import { apiPath } from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../route-paths';

/** A sheet's details (by its id), a new sheet for a citizen (by its evax number). */
export const rabiesDetailsPath = (id: number) => apiPath(ROUTES.rabiesDetails, { id });
export const newRabiesPath = (evaxNumber: string) => apiPath(ROUTES.rabiesNew, { evaxNumber });
/** A citizen's sheets (by its evax number). */
export const rabiesCitizenPath = (evaxNumber: string) => apiPath(ROUTES.rabiesCitizen, { evaxNumber });
/** A sheet's first update (by its id). */
export const editRabiesPath = (id: number) => apiPath(ROUTES.rabiesEdit, { id });
/** The absent list. */
export const rabiesAbsentPath = ROUTES.rabiesAbsent;
