import { CITIZEN_ROUTES, apiPath } from '@evax/shared/contract';

/** A citizen's page (CITIZEN_ROUTES.citizenShow). */
export const citizenShowPath = (id: number): string => apiPath(CITIZEN_ROUTES.citizenShow, { id });
