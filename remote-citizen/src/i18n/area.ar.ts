import { mergeTrees } from '@evax/shared/runtime';
import { childAddAr } from '../child/i18n/add.ar';
import { parentAr } from '../parent/i18n/ar';
import { registrationAr } from '../registration-request/i18n/ar';
import { ar } from './ar';

/** The citizen area's texts in ar, alone: the host loads the active language's only. */
export const citizenAreaAr = mergeTrees(ar, childAddAr, parentAr, { CITIZEN: registrationAr });
