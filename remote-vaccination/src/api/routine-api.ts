import { API_PATHS, type RoutineVaccinationChildRow } from '@evax/shared/contract';
import { fetchPage, type PageFetcher } from '@evax/shared/runtime';

/** GET /api/vaccination_routine/children: the children with where their routine schedule stands. */
export const fetchRoutineChildrenPage: PageFetcher<RoutineVaccinationChildRow> = (query, signal) =>
  fetchPage<RoutineVaccinationChildRow>(API_PATHS.routineVaccinationChildren, query, signal);
