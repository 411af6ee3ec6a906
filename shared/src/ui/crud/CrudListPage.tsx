import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@evax/shared/contract';
import { usePermission } from '@evax/shared/runtime';
import { PagedTable } from '../PagedTable.js';
import type { ListFilter } from '../list-filters.js';
import type { CrudApi, ListFilesApi } from './crud-api.js';
import type { CrudRow, EntityFacts } from './crud-entity.js';
import { actionsColumn, statusColumn } from './list-columns.js';
import { ListToolbar } from './ListToolbar.js';
import { RowActions } from './RowActions.js';
import { StatusModalRoutes } from './StatusModal.js';
import { useListPage } from './use-list-page.js';

export interface CrudListPageProps<Row extends CrudRow> {
  /** The entity (its CrudEntity): the list reads its page, status, delete and file calls. */
  entity: EntityFacts & { api: Pick<CrudApi<Row, unknown, never, never>, 'page' | 'setActive' | 'remove'> & Partial<ListFilesApi> };
  /** The entity's own columns; the status column and the row actions follow them. */
  columns: TableColumnsType<Row>;
  /** The row's name, as the row actions speak of it. */
  rowName: (row: Row) => string;
  /** A row the caller may delete in general but not this one (a list the product ships with). */
  deletable?: (row: Row) => boolean;
  /** The import report's key column (the row's natural key), a translation key; with an import. */
  importKeyColumnKey?: string;
  /** More filters than the active / archived toggle. */
  filters?: readonly ListFilter[];
}

/**
 * An activate/deactivate list page: the table paged on the server with its search and toggle, the
 * toolbar (export, import, New), the status and actions columns after the entity's own, and the
 * activate / deactivate confirmations under the list's path. Each action under its permission.
 */
export function CrudListPage<Row extends CrudRow>({ entity, columns: own, rowName, deletable, importKeyColumnKey, filters }: CrudListPageProps<Row>) {
  const { textPrefix, paths, permissions, api } = entity;
  const { t } = useTranslation();
  const { search, reload, backToList, afterChange, remove } = useListPage({
    listPath: paths.list,
    deleteOne: api.remove,
    deletedKey: `${textPrefix}.DELETED`,
    invalidates: entity.invalidates,
  });
  const canEdit = usePermission(permissions.edit);
  const canActivate = usePermission(permissions.activate);
  const canDelete = usePermission(permissions.delete);

  const columns = useMemo<TableColumnsType<Row>>(
    () => [
      ...own,
      statusColumn<Row>(t),
      actionsColumn<Row>(t, (row) => (
        <RowActions
          name={rowName(row)}
          id={row.id}
          active={row.is_active}
          showPath={apiPath(paths.show, { id: row.id } as never)}
          editPath={apiPath(paths.edit, { id: row.id } as never)}
          listPath={paths.list}
          search={search}
          canEdit={canEdit}
          canActivate={canActivate}
          canDelete={canDelete && (deletable?.(row) ?? true)}
          deleteTitleKey={`${textPrefix}.DELETE.TITLE`}
          deleteMessageKey={`${textPrefix}.DELETE.MESSAGE`}
          onDelete={() => remove(row.id)}
        />
      )),
    ],
    [own, t, rowName, paths, search, canEdit, canActivate, canDelete, deletable, textPrefix, remove],
  );

  const { exportFile, importFile } = api;
  const toolbar = (
    <ListToolbar
      exportFile={exportFile}
      importer={
        importFile && importKeyColumnKey
          ? {
              importFile,
              permission: [permissions.add, permissions.edit],
              titleKey: `${textPrefix}.IMPORT_TITLE`,
              keyColumnKey: importKeyColumnKey,
              onImported: reload,
            }
          : undefined
      }
      create={{ labelKey: `${textPrefix}.NEW`, path: paths.add, permission: permissions.add }}
    />
  );

  return (
    <>
      <PagedTable
        columns={columns}
        fetchPage={api.page}
        rowKey="id"
        search={{ numericOnly: false, placeholderKey: `${textPrefix}.SEARCH` }}
        activeFilter
        filters={filters}
        selectable
        toolbar={toolbar}
        resourceKey={[...entity.resourceKey, 'list']}
      />
      <StatusModalRoutes setActive={api.setActive} textPrefix={textPrefix} onDone={afterChange} onCancel={backToList} />
    </>
  );
}
