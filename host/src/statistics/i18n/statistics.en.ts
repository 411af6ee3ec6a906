import type { TranslationShape } from '@evax/shared/runtime';
import type { statisticsFr } from './statistics.fr';

export const statisticsEn: TranslationShape<typeof statisticsFr> = {
  STATISTICS: {
    TITLE: {
      national: 'National statistics',
      governorate: 'Governorate statistics',
      circonscription: 'Health district statistics',
      centre: 'Centre statistics',
    },
    FILTERS: 'Filters',
    GOVERNORATE: 'Governorate',
    ALL_GOVERNORATES: 'All governorates',
    CIRCONSCRIPTION: 'Health district',
    ALL_CIRCONSCRIPTIONS: 'All health districts',
    CENTRE: 'Vaccination centre',
    ALL_CENTRES: 'All centres',
    VACCINE: 'Vaccine (doses given)',
    ALL_VACCINES: 'All vaccines',
    PERIOD: 'Period',
    AGE_MIN: 'Min. age (years)',
    AGE_MAX: 'Max. age (years)',
    RESET: 'Reset',
    KPI: {
      REGISTERED_CHILDREN: 'Registered children',
      DOSES: 'Doses given',
      PAST_DOSES: 'of which {{n}} entered afterwards',
      REGISTRATIONS: 'Registrations',
      BY_AGENTS: 'By agents: {{n}}',
      BY_CITIZENS: 'By citizens: {{n}}',
    },
    DAY: {
      TITLE: "The centre's day",
      VACCINATED_TODAY: 'Vaccinations done today',
      DUE: 'Children with a dose due',
      OVERDUE: 'Children overdue',
      REQUESTS_WAITING: 'Registration requests waiting',
      SERIOUS_MAPI: 'Serious MAPI (last 30 days)',
      APPOINTMENTS: "Today's appointments to come",
    },
    MAP: {
      TITLE: 'By governorate',
      INDICATOR: 'Map indicator',
      doses: 'Doses given',
      children: 'Registered children',
      registrations: 'Registrations',
      LEGEND: 'Legend',
      NO_DATA: 'No data',
      CLICK_HINT: 'Click a governorate to filter.',
      ATTRIBUTION: '© OpenStreetMap contributors, geoBoundaries (ODbL)',
    },
  },
};
