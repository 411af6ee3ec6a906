import type { TranslationShape } from '@evax/shared/runtime';
import { commonAr } from '../common/i18n/ar';
import { entryAr } from '../entry/i18n/ar';
import { routineAr } from '../routine/i18n/ar';
import { kindAr } from '../catalogue-kind/i18n/ar';
import { internationalAr } from '../international/i18n/ar';
import { rabiesAr } from '../antirabies/i18n/ar';
import { rabiesAbsentAr } from '../antirabies/i18n/absent-ar';
import { rabiesDashboardAr } from '../rabies-dashboard/i18n/ar';
import { appointmentsAr } from '../appointments/i18n/ar';
import { availabilityAr } from '../availability/i18n/ar';
import type { fr } from './fr';

export const ar: TranslationShape<typeof fr> = {
  VACCINATION: {
    ...commonAr,
    ENTRY: entryAr,
    ROUTINE: routineAr,
    KIND: kindAr,
    INTERNATIONAL: internationalAr,
    RABIES: rabiesAr,
    RABIES_ABSENT: rabiesAbsentAr,
    RABIES_DASHBOARD: rabiesDashboardAr,
    APPOINTMENTS: appointmentsAr,
    AVAILABILITY: availabilityAr,
  },
};
