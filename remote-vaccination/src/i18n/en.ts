import type { TranslationShape } from '@evax/shared/runtime';
import { commonEn } from '../common/i18n/en';
import { entryEn } from '../entry/i18n/en';
import { routineEn } from '../routine/i18n/en';
import { kindEn } from '../catalogue-kind/i18n/en';
import { internationalEn } from '../international/i18n/en';
import { rabiesEn } from '../antirabies/i18n/en';
import { rabiesAbsentEn } from '../antirabies/i18n/absent-en';
import { rabiesDashboardEn } from '../rabies-dashboard/i18n/en';
import { appointmentsEn } from '../appointments/i18n/en';
import { availabilityEn } from '../availability/i18n/en';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  VACCINATION: {
    ...commonEn,
    ENTRY: entryEn,
    ROUTINE: routineEn,
    KIND: kindEn,
    INTERNATIONAL: internationalEn,
    RABIES: rabiesEn,
    RABIES_ABSENT: rabiesAbsentEn,
    RABIES_DASHBOARD: rabiesDashboardEn,
    APPOINTMENTS: appointmentsEn,
    AVAILABILITY: availabilityEn,
  },
};
