import { PERMISSIONS, type DciDetail, type DciInput, type DciRow } from '@evax/shared/contract';
import type { CrudEntity } from '@evax/shared/ui';
import { dciApi } from './api';
import { DCI_KEY, REFERENCE_KEY } from '../common/resource-keys';
import { DCI_PATHS } from './paths';

const { dci } = PERMISSIONS;

/** The DCI catalogue, as the kit's pages and routes read it (texts under REFERENCE.DCI). */
export const DCI: CrudEntity<DciRow, DciDetail, DciInput> = {
  textPrefix: 'REFERENCE.DCI',
  paths: DCI_PATHS,
  permissions: { list: dci.viewList, show: dci.viewList, add: dci.add, edit: dci.edit, activate: dci.edit, delete: dci.delete },
  api: dciApi,
  resourceKey: DCI_KEY,
  invalidates: REFERENCE_KEY,
};
