import { mergeTrees } from '@evax/shared/runtime';
import { childAddFr } from '../child/i18n/add.fr';
import { parentFr } from '../parent/i18n/fr';
import { registrationFr } from '../registration-request/i18n/fr';
import { fr } from './fr';

/** The citizen area's texts in fr, alone: the host loads the active language's only. */
export const citizenAreaFr = mergeTrees(fr, childAddFr, parentFr, { CITIZEN: registrationFr });
