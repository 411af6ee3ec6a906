import type { Language, OptionChoice } from '@evax/shared/contract';
import { useResource } from '@evax/shared/runtime';
import { INJECTION_SITES_KEY, vaccinationApi } from '../api';

/** The injection sites of the option list, read once for the area. */
export const useInjectionSites = () => useResource(INJECTION_SITES_KEY, vaccinationApi.injectionSites);

/** A site as the form's option: its code, its name in the interface's language. */
export const injectionSiteOptions = (sites: OptionChoice[], language: Language) =>
  sites.map((s) => ({ value: s.code ?? String(s.id), label: language === 'ar' ? s.valueAr : s.valueFr }));

/** The name of the site a dose records (its code when the list no longer holds it). */
export function injectionSiteName(sites: OptionChoice[] | undefined, code: string | null, language: Language): string {
  const found = sites?.find((s) => s.code === code);
  return found ? (language === 'ar' ? found.valueAr : found.valueFr) : (code ?? '');
}
