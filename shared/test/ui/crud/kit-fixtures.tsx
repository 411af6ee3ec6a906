import { PERMISSIONS, type Paged } from '@evax/shared/contract';
import type { CrudEntity } from '@evax/shared/ui';

/** A thing of the test area: what the kit's pages list, show and edit. */
export interface Thing {
  id: number;
  name: string;
  is_active: boolean;
}

const { dci } = PERMISSIONS;

/** Its permissions: the DCI ones (any would do; activate is its own so a test can take it away). */
export const THING_PERMISSIONS = { list: dci.viewList, show: dci.viewList, add: dci.add, edit: dci.edit, activate: dci.edit, delete: dci.delete };

const en = {
  THING: {
    SEARCH: 'Search a thing',
    NEW: 'New thing',
    DELETED: 'The thing was deleted',
    IMPORT_TITLE: 'Import things',
    NAME: 'Name',
    DELETE: { TITLE: 'Delete the thing', MESSAGE: 'Really?' },
    ACTIVATE: { TITLE: 'Activate the thing', MESSAGE: 'Activate?', OK: 'Activate' },
    DEACTIVATE: { TITLE: 'Deactivate the thing', MESSAGE: 'Deactivate?', OK: 'Deactivate' },
    FORM: { ADD_TITLE: 'Add a thing', EDIT_TITLE: 'Edit the thing' },
  },
};
/** The test area's texts (the same in each language: the tests read English). */
export const THING_TEXTS = { fr: en, ar: en, en };

export const THING_PATHS = { list: '/admin/things', add: '/admin/things/new', edit: '/admin/things/:id/edit', show: '/admin/things/:id/show' };

export const aPage = (results: Thing[]): Paged<Thing> => ({ count: results.length, results });

/** The entity with jest mocks for calls; `overrides` replaces some. */
export function thingEntity(api: Partial<CrudEntity<Thing, Thing, { name: string }>['api']> = {}): CrudEntity<Thing, Thing, { name: string }> {
  return {
    textPrefix: 'THING',
    paths: THING_PATHS,
    permissions: THING_PERMISSIONS,
    api: {
      page: jest.fn(async () => aPage([])),
      get: jest.fn(async (id) => ({ id: Number(id), name: `Thing ${id}`, is_active: true })),
      create: jest.fn(async (input) => ({ id: 99, is_active: true, ...input })),
      update: jest.fn(async (id, patch) => ({ id: Number(id), is_active: true, name: '', ...patch })),
      setActive: jest.fn(async (id, active) => ({ id: Number(id), name: '', is_active: active })),
      remove: jest.fn(async () => undefined),
      ...api,
    },
    resourceKey: ['test', 'thing'],
    invalidates: ['test'],
  };
}
