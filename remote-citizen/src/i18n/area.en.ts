import { mergeTrees } from '@evax/shared/runtime';
import { childAddEn } from '../child/i18n/add.en';
import { parentEn } from '../parent/i18n/en';
import { registrationEn } from '../registration-request/i18n/en';
import { en } from './en';

/** The citizen area's texts in en, alone: the host loads the active language's only. */
export const citizenAreaEn = mergeTrees(en, childAddEn, parentEn, { CITIZEN: registrationEn });
