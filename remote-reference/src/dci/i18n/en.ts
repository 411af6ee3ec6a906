import type { TranslationShape } from '@evax/shared/runtime';
import type { dciFr } from './fr';

export const dciEn: TranslationShape<typeof dciFr> = {
  DCI: {
    NEW: 'New DCI',
    DELETED: 'The DCI has been deleted',
    IMPORT_TITLE: 'Import DCIs',
    SEARCH: 'Search a DCI',
    COLUMNS: {
      NAME: 'International common name (DCI)',
      NAME_AR: 'International common name in Arabic',
      VACCINE_TYPE: 'Vaccine type',
      CATEGORY: 'Category',
      AGE_RANGE: 'Age range',
      VALIDITY_DAYS: 'Validity (days)',
      STATUS: 'Status',
    },
    STATUS: {
      ACTIVE: 'Active',
      ARCHIVED: 'Archived',
    },
    ACTIVATE: {
      TITLE: 'Activate the DCI',
      MESSAGE: 'Do you really want to activate this DCI?',
      OK: 'Activate',
    },
    DEACTIVATE: {
      TITLE: 'Deactivate the DCI',
      MESSAGE: 'Do you really want to deactivate this DCI?',
      OK: 'Deactivate',
    },
    DELETE: {
      TITLE: 'Delete the DCI',
      MESSAGE: 'Do you really want to delete this DCI? This cannot be undone.',
    },
    FORM: {
      ADD_TITLE: 'New DCI',
      EDIT_TITLE: 'Edit the DCI',
      AGE_RANGE_HINT: 'Empty: any age',
      VALIDITY_HINT: 'Empty: no rule; another dose of this DCI is refused while one is still valid. 36500: lifelong',
    },
    VALIDITY: {
      NONE: 'None',
      LIFELONG: 'Lifelong',
      DAYS_one: '{{count}} day',
      DAYS_other: '{{count}} days',
    },
    SHOW: {
      SPECIALTIES: 'Specialties',
      SPECIALTIES_LINK: 'See the specialties ({{count}})',
    },
    VACCINE_TYPE: {
      live_attenuated: 'Live attenuated',
      inactivated: 'Inactivated',
      toxoid: 'Toxoid',
      conjugate: 'Conjugate',
      subunit: 'Subunit',
      recombinant: 'Recombinant',
      combined: 'Combined',
      mrna: 'mRNA',
      immunoglobulin: 'Immunoglobulin',
    },
    CATEGORY: {
      routine: 'Routine',
      occasional: 'Occasional',
      seasonal: 'Seasonal',
      international: 'International',
      rabies: 'Anti-rabies',
    },
  },
  AGE: {
    ANY: 'Any age',
    BIRTH: 'Birth',
    MONTHS_one: '{{count}} mo',
    MONTHS_other: '{{count}} mo',
    YEARS_one: '{{count}} year',
    YEARS_other: '{{count}} years',
  },
};
