import { API_PATHS, type OptionListDetail, type OptionListInput, type OptionListPatch, type OptionListRow } from '@evax/shared/contract';
import { crudApi } from '@evax/shared/ui/shell';
import { REFERENCE_KEY } from '../common/resource-keys';

/** What this entity's reads are cached under. */
export const OPTION_LIST_KEY = [...REFERENCE_KEY, 'option-list'] as const;

/** The creation as the spec sends it (multipart): text parts, addedOptionSet as one JSON part. */
function optionListForm(input: OptionListInput): FormData {
  const form = new FormData();
  form.append('code', input.code);
  form.append('nameFr', input.nameFr);
  form.append('nameAr', input.nameAr);
  if (input.is_active !== undefined) form.append('is_active', String(input.is_active));
  form.append('addedOptionSet', JSON.stringify(input.addedOptionSet));
  return form;
}

/**
 * GET /api/lists (a page), POST /api/lists (multipart), GET, PATCH and DELETE /api/lists/{id},
 * POST /api/lists/{id}/activate or /deactivate. A PATCH's addedOptionSet is the whole new set, in order (ids keep options).
 */
export const optionListApi = crudApi<OptionListRow, OptionListDetail, OptionListInput, OptionListPatch>(
  {
    list: API_PATHS.optionLists,
    get: API_PATHS.optionListOne,
    create: API_PATHS.optionLists,
    update: API_PATHS.optionListOne,
    activate: API_PATHS.optionListActivate,
    deactivate: API_PATHS.optionListDeactivate,
    remove: API_PATHS.optionListOne,
  },
  { createBody: optionListForm },
);
