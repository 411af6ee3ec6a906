import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/ar-tn';
import type { Language } from '@evax/shared/contract';
import { followDocumentLanguage } from './i18n.js';

/** Dates follow the language; Tunisian Arabic keeps Western digits and Tunisian month names. */
export const DAYJS_LOCALES: Record<Language, string> = { fr: 'fr', ar: 'ar-tn', en: 'en' };

followDocumentLanguage((language) => dayjs.locale(DAYJS_LOCALES[language]));
