import { commonFr } from '../common/i18n/fr';
import { entryFr } from '../entry/i18n/fr';
import { routineFr } from '../routine/i18n/fr';
import { kindFr } from '../catalogue-kind/i18n/fr';
import { internationalFr } from '../international/i18n/fr';
import { rabiesFr } from '../antirabies/i18n/fr';
import { rabiesAbsentFr } from '../antirabies/i18n/absent-fr';
import { rabiesDashboardFr } from '../rabies-dashboard/i18n/fr';
import { appointmentsFr } from '../appointments/i18n/fr';
import { availabilityFr } from '../availability/i18n/fr';

/** Texts of the vaccination area (keys under VACCINATION.), one file per entity and one for what they share. */
export const fr = {
  VACCINATION: {
    ...commonFr,
    ENTRY: entryFr,
    ROUTINE: routineFr,
    KIND: kindFr,
    INTERNATIONAL: internationalFr,
    RABIES: rabiesFr,
    RABIES_ABSENT: rabiesAbsentFr,
    RABIES_DASHBOARD: rabiesDashboardFr,
    APPOINTMENTS: appointmentsFr,
    AVAILABILITY: availabilityFr,
  },
} as const;
