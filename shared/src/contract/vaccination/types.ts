import type { ChildRow } from '../citizen/children.js';

/** Row of the routine-vaccination children list: the child and where its schedule stands. */
export interface RoutineVaccinationChildRow extends ChildRow {
  dosesGiven: number;
  lastVaccinationDate: string | null;
}
