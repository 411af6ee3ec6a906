import { PERMISSIONS, type SpecialtyInput, type SpecialtyRow } from '@evax/shared/contract';
import type { CrudEntity } from '@evax/shared/ui';
import { SPECIALTY_KEY, specialtyApi } from './api';
import { REFERENCE_KEY } from '../common/resource-keys';
import { SPECIALTY_PATHS } from './paths';

const { specialty } = PERMISSIONS;

/** The specialties, as the kit's pages and routes read them (texts under REFERENCE.SPECIALTY). */
export const SPECIALTY: CrudEntity<SpecialtyRow, SpecialtyRow, SpecialtyInput> = {
  textPrefix: 'REFERENCE.SPECIALTY',
  paths: SPECIALTY_PATHS,
  permissions: {
    list: specialty.viewList,
    show: specialty.view,
    add: specialty.add,
    edit: specialty.edit,
    activate: specialty.activate,
    delete: specialty.delete,
  },
  api: specialtyApi,
  resourceKey: SPECIALTY_KEY,
  invalidates: REFERENCE_KEY,
};
