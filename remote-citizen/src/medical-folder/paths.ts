import { CITIZEN_ROUTES, MEDICAL_FOLDER_ROUTES, apiPath } from '@evax/shared/contract';

export const folderPath = (evaxNumber: string): string => apiPath(CITIZEN_ROUTES.medicalFolder, { evaxNumber });
export const growthChartsPath = (evaxNumber: string): string => apiPath(MEDICAL_FOLDER_ROUTES.growthCharts, { evaxNumber });
