import { apiPath } from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../route-paths';

/** The child's international folder, a new travel vaccination, the edit of one. */
export const internationalFolderPath = (evaxNumber: string) => apiPath(ROUTES.internationalFolder, { evaxNumber });
export const newInternationalPath = (evaxNumber: string) => apiPath(ROUTES.internationalNew, { evaxNumber });
export const editInternationalPath = (id: number) => apiPath(ROUTES.internationalEdit, { id });
