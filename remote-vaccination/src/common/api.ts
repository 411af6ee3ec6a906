import { API_PATHS, OPTION_LIST_CODES, apiPath, type OptionListChoices } from '@evax/shared/contract';
import { downloadFile, http, saveFile } from '@evax/shared/runtime';
import { VACCINATION_KEY } from './resource-keys';

/** The injection sites, read once for every form and folder of the area. */
export const INJECTION_SITES_KEY = [...VACCINATION_KEY, 'injection-sites'] as const;

/** The calls every kind of vaccination makes. */
export const vaccinationApi = {
  /** GET /api/lists/by-code/INJECTION_SITE: the injection sites of the option list (spec 2 §3), for every signed-in user. */
  async injectionSites(signal?: AbortSignal): Promise<OptionListChoices> {
    const { data } = await http.get<OptionListChoices>(apiPath(API_PATHS.optionListChoices, { code: OPTION_LIST_CODES.injectionSite }), { signal });
    return data;
  },

  /** GET /api/vaccination/download-file/{id}: a dose's supporting file (whatever its kind), saved under its name. */
  async downloadFile(id: number): Promise<void> {
    saveFile(await downloadFile({ path: apiPath(API_PATHS.vaccinationFile, { param: String(id) }), baseName: 'document' }));
  },
};
