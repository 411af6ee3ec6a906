import { apiPath } from '@evax/shared/contract';
import { VACCINATION_ROUTES } from '../route-paths';

/** The child's routine booklet. */
export const folderPath = (evaxNumber: string): string => apiPath(VACCINATION_ROUTES.routineFolder, { evaxNumber });

/** A new routine vaccination of the child, the schedule's dose preselected. */
export const newVaccinationPath = (evaxNumber: string, scheduleDose?: number): string =>
  `${apiPath(VACCINATION_ROUTES.routineNew, { evaxNumber })}${scheduleDose ? `?dose=${scheduleDose}` : ''}`;

/** The next vaccination of the child: the doses due now, given today. */
export const nextVaccinationPath = (evaxNumber: string): string => apiPath(VACCINATION_ROUTES.routineNext, { evaxNumber });
