import type { TranslationShape } from '@evax/shared/runtime';
import type { optionListFr } from './fr';

export const optionListEn: TranslationShape<typeof optionListFr> = {
  LISTS: {
    SEARCH: 'Search a list',
    NEW: 'New list',
    DELETED: 'The list was deleted',
    SYSTEM: 'System list',
    COLUMNS: {
      CODE: 'Code',
      NAME_FR: 'Name (French)',
      NAME_AR: 'Name (Arabic)',
      OPTIONS: 'Options',
      RANK: 'Rank',
      VALUE_FR: 'Value (French)',
      VALUE_AR: 'Value (Arabic)',
      ACTIVE: 'Active',
    },
    ACTIVATE: {
      TITLE: 'Activate the list',
      MESSAGE: 'Do you really want to activate this list? Its choices will be offered again.',
      OK: 'Activate',
    },
    DEACTIVATE: {
      TITLE: 'Deactivate the list',
      MESSAGE: 'Do you really want to deactivate this list? Forms will no longer offer its choices.',
      OK: 'Deactivate',
    },
    DELETE: {
      TITLE: 'Delete the list',
      MESSAGE: 'Do you really want to delete this list and its options? This cannot be undone.',
    },
    FORM: {
      ADD_TITLE: 'New option list',
      EDIT_TITLE: 'Edit the option list',
      CODE_HINT: 'Capitals, digits and _, e.g. FEEDING_TYPE; it cannot change afterwards',
      DEFAULT_OPTIONS: 'Default options',
      DEFAULT_HINT: 'Shipped with the product: they cannot be changed.',
      ADDED_OPTIONS: 'Added options',
      ADDED_HINT: '1 to {{max}} options, in the order the drop-downs show them.',
      ADD_OPTION: 'Add an option',
      MOVE_UP: 'Move option {{position}} up',
      MOVE_DOWN: 'Move option {{position}} down',
      REMOVE: 'Remove option {{position}}',
      OPTIONS_MIN: 'Add at least one option',
      OPTIONS_MAX: '{{max}} options at most',
      NO_CHOICE: 'At least one option must be active',
      COUNT: '{{count}} / {{max}}',
    },
    SHOW: {
      NONE: 'No option',
    },
  },
};
