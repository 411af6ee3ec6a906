import type { TranslationShape } from '@evax/shared/runtime';
import type { seasonalCampaignFr } from './fr';

export const seasonalCampaignEn: TranslationShape<typeof seasonalCampaignFr> = {
  CAMPAIGN: {
    FORM: {
      ADD_TITLE: 'New seasonal campaign',
      EDIT_TITLE: 'Edit the seasonal campaign',
      SEASON_HINT: 'For example 2027-2028',
      CODE_HINT: 'Capitals, digits and _, for example INFLUENZA_2027_2028',
    },
    SEARCH: 'Search a campaign',
    NEW: 'New campaign',
    DELETED: 'The campaign was deleted',
    ACTIVATE: {
      TITLE: 'Activate the campaign',
      MESSAGE: 'Do you really want to activate this campaign? It will be offered during its dates.',
      OK: 'Activate',
    },
    DEACTIVATE: {
      TITLE: 'Deactivate the campaign',
      MESSAGE: 'Do you really want to deactivate this campaign? It will no longer be offered.',
      OK: 'Deactivate',
    },
    DELETE: {
      TITLE: 'Delete the campaign',
      MESSAGE: 'Do you really want to delete this campaign? This cannot be undone.',
    },
    COLUMNS: {
      NAME: 'Campaign',
      NAME_FR: 'Name in French',
      NAME_AR: 'Name in Arabic',
      SEASON: 'Season',
      CODE: 'Code',
      START_DATE: 'Start date',
      END_DATE: 'End date',
      DOSES: 'Vaccinations',
    },
  },
};
