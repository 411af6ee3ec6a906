import { apiPath } from '@evax/shared/contract';
import { CITIZEN_ROUTES, MEDICAL_FOLDER_ROUTES } from '../route-paths';

export const folderPath = (evaxNumber: string): string => apiPath(CITIZEN_ROUTES.medicalFolder, { evaxNumber });
export const growthChartsPath = (evaxNumber: string): string => apiPath(MEDICAL_FOLDER_ROUTES.growthCharts, { evaxNumber });
