import { PERMISSIONS, type OptionListDetail, type OptionListInput, type OptionListPatch, type OptionListRow } from '@evax/shared/contract';
import type { CrudEntity } from '@evax/shared/ui';
import { OPTION_LIST_KEY, optionListApi } from './api';
import { REFERENCE_KEY } from '../common/resource-keys';
import { OPTION_LIST_PATHS } from './paths';

const { lists } = PERMISSIONS;

/** The option lists, as the kit's pages and routes read them (texts under REFERENCE.LISTS). */
export const OPTION_LIST: CrudEntity<OptionListRow, OptionListDetail, OptionListInput, OptionListPatch> = {
  textPrefix: 'REFERENCE.LISTS',
  paths: OPTION_LIST_PATHS,
  permissions: { list: lists.view, show: lists.view, add: lists.add, edit: lists.change, activate: lists.activate, delete: lists.delete },
  api: optionListApi,
  resourceKey: OPTION_LIST_KEY,
  invalidates: REFERENCE_KEY,
};
