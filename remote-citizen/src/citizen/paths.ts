import { apiPath } from '@evax/shared/contract';
import { CITIZEN_ROUTES } from '../route-paths';

/** A citizen's page (CITIZEN_ROUTES.citizenShow). */
export const citizenShowPath = (id: number): string => apiPath(CITIZEN_ROUTES.citizenShow, { id });
