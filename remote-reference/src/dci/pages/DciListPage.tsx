import { useMemo } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiPath, PERMISSIONS, type DciRow } from '@evax/shared/contract';
import { Can, useInLanguage, useLanguage, usePermission } from '@evax/shared/runtime';
import { actionsColumn, secondaryColumn, ListExport, ListImport, PagedTable, RowActions, statusColumn, StatusModalRoutes, useListPage } from '@evax/shared/ui';
import { DCI_KEY, deleteDci, exportDcis, fetchDciPage, importDcis, setDciActive } from '../api';
import { ageRangeLabel } from '../components/age-range';
import { REFERENCE_KEY } from '../../common/resource-keys';
import { DCI_PATHS } from '../paths';

/** /admin/dci: the DCI catalogue, paged and searched on the server, with its row actions. */
export default function DciListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, reload, backToList, afterChange, remove } = useListPage({ listPath: DCI_PATHS.list, deleteOne: deleteDci, deletedKey: 'REFERENCE.MESSAGES.DELETED', invalidates: REFERENCE_KEY });
  const canEdit = usePermission(PERMISSIONS.dci.edit);
  const canDelete = usePermission(PERMISSIONS.dci.delete);
  const language = useLanguage();
  const show = useInLanguage();

  const columns = useMemo<TableColumnsType<DciRow>>(
    () => [
      // The name in the page's language, sorted by it (the API's nameAr ordering on Arabic pages).
      { key: language === 'ar' ? 'nameAr' : 'name', dataIndex: 'name', title: t('REFERENCE.DCI.COLUMNS.NAME'), sorter: true, render: (_: string, row) => show(row.name, row.nameAr) },
      secondaryColumn<DciRow>({ key: 'vaccineType', dataIndex: 'vaccineType', title: t('REFERENCE.DCI.COLUMNS.VACCINE_TYPE'), sorter: true, render: (code: string) => t(`REFERENCE.DCI.VACCINE_TYPE.${code}`, code) }),
      secondaryColumn<DciRow>({ key: 'vaccineCategory', dataIndex: 'vaccineCategory', title: t('REFERENCE.DCI.COLUMNS.CATEGORY'), sorter: true, render: (code: string) => t(`REFERENCE.DCI.CATEGORY.${code}`, code) }),
      secondaryColumn<DciRow>({ key: 'ageRange', dataIndex: 'ageRange', title: t('REFERENCE.DCI.COLUMNS.AGE_RANGE'), render: (codes: string[]) => ageRangeLabel(codes, t) }),
      statusColumn<DciRow>(t),
      actionsColumn<DciRow>(t, (row) => (
        <RowActions
          name={show(row.name, row.nameAr)}
          id={row.id}
          active={row.is_active}
          showPath={apiPath(DCI_PATHS.show, { id: row.id })}
          editPath={apiPath(DCI_PATHS.edit, { id: row.id })}
          listPath={DCI_PATHS.list}
          search={search}
          canEdit={canEdit}
          canActivate={canEdit}
          canDelete={canDelete}
          deleteTitleKey="REFERENCE.DCI.DELETE.TITLE"
          deleteMessageKey="REFERENCE.DCI.DELETE.MESSAGE"
          onDelete={() => remove(row.id)}
        />
      )),
    ],
    [t, language, show, search, canEdit, canDelete, remove],
  );

  const toolbar = (
    <>
      <ListExport exportFile={exportDcis} />
      <Can permission={[PERMISSIONS.dci.add, PERMISSIONS.dci.edit]}>
        <ListImport importFile={importDcis} titleKey="REFERENCE.FILES.IMPORT_TITLE" keyColumnKey="REFERENCE.DCI.COLUMNS.NAME" onImported={reload} />
      </Can>
      <Can permission={PERMISSIONS.dci.add}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(DCI_PATHS.add)}>
          {t('REFERENCE.ACTIONS.NEW')}
        </Button>
      </Can>
    </>
  );

  return (
    <>
      <PagedTable
        columns={columns}
        fetchPage={fetchDciPage}
        rowKey="id"
        search={{ numericOnly: false, placeholderKey: 'REFERENCE.DCI.SEARCH' }}
        activeFilter
        selectable
        toolbar={toolbar}
        resourceKey={[...DCI_KEY, 'list']}
      />
      <StatusModalRoutes setActive={setDciActive} textPrefix="REFERENCE.DCI" onDone={afterChange} onCancel={backToList} />
    </>
  );
}
