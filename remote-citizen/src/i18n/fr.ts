import { childFr } from '../child/i18n/fr';
import { citizenFr } from '../citizen/i18n/fr';
import { medicalFolderFr } from '../medical-folder/i18n/fr';
import { mapiFr } from '../medical-folder/i18n/mapi.fr';

/** Texts of the citizen area (keys under CITIZEN., so they never clash with another area's), one file per entity. */
export const fr = {
  CITIZEN: {
    MENU: {
      CHILDREN: 'Enfants',
      CHILD_SEARCH: 'Rechercher un enfant',
      CITIZENS: 'Citoyens',
    },
    ...childFr,
    ...citizenFr,
    ...medicalFolderFr,
    ...mapiFr,
  },
} as const;
