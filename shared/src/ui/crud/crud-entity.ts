import type { Permission } from '@evax/shared/contract';
import type { ResourceKey } from '@evax/shared/runtime';
import type { CrudApi, ListFilesApi } from './crud-api.js';

/** A row of an activate/deactivate list. */
export interface CrudRow {
  id: number;
  is_active: boolean;
}

/** What an entity's pages and routes share besides its calls. */
export interface EntityFacts {
  /**
   * Where its texts are: `${textPrefix}.SEARCH`, `.NEW`, `.DELETED`, `.DELETE.TITLE` and `.MESSAGE`,
   * `.IMPORT_TITLE` (with an import), `.ACTIVATE.*` and `.DEACTIVATE.*` (the status confirmations),
   * `.FORM.ADD_TITLE` and `.FORM.EDIT_TITLE`.
   */
  textPrefix: string;
  /** Its screens (client routes; edit and show take `:id`). */
  paths: { list: string; add: string; edit: string; show: string };
  /** What each screen and action needs. An import needs both add and edit. */
  permissions: { list: Permission; show: Permission; add: Permission; edit: Permission; activate: Permission; delete: Permission };
  /** Its cache key: a record under [...resourceKey, id], the list's pages under [...resourceKey, 'list']. */
  resourceKey: ResourceKey;
  /** What a change makes out of date (the area's key, so the other lists that show the record reload too). */
  invalidates: ResourceKey;
}

/**
 * An activate/deactivate entity, said once (`<entity>/entity.ts`): its facts and its calls
 * (crudApi's, with listFilesApi's when the list has files). The kit's CrudListPage, ShowPage,
 * FormPage and entityRoutes read it.
 */
export interface CrudEntity<Row extends CrudRow, Detail extends { id: number } = Row, Input = never, Patch = Partial<Input>> extends EntityFacts {
  api: CrudApi<Row, Detail, Input, Patch> & Partial<ListFilesApi>;
}
