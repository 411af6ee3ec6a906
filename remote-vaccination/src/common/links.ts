import { apiPath } from '@evax/shared/contract';
import { VACCINATION_ROUTES } from '../route-paths';

/** The screens one entity of the area opens of another (the appointments open the routine booklet and form). */

/** The child's routine booklet (its vaccination folder). */
export const childFolderPath = (evaxNumber: string): string => apiPath(VACCINATION_ROUTES.routineFolder, { evaxNumber });

/** A new routine vaccination of the child, the appointment's dose preselected. */
export const vaccinateDosePath = (evaxNumber: string, scheduleDose: number): string =>
  `${apiPath(VACCINATION_ROUTES.routineNew, { evaxNumber })}?dose=${scheduleDose}`;
