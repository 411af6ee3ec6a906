import { useMemo } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiPath, PERMISSIONS, type SpecialtyRow } from '@evax/shared/contract';
import { Can, useInLanguage, useLanguage, usePermission } from '@evax/shared/runtime';
import { actionsColumn, secondaryColumn, ListExport, ListImport, PagedTable, RowActions, statusColumn, StatusModalRoutes, useListPage } from '@evax/shared/ui';
import { SPECIALTY_KEY, deleteSpecialty, exportSpecialties, fetchSpecialtyPage, importSpecialties, setSpecialtyActive } from '../api';
import { REFERENCE_KEY } from '../../common/resource-keys';
import { SPECIALTY_PATHS } from '../paths';

/** /admin/specialtie: the specialties, paged and searched on the server, with their row actions. */
export default function SpecialtyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, reload, backToList, afterChange, remove } = useListPage({ listPath: SPECIALTY_PATHS.list, deleteOne: deleteSpecialty, deletedKey: 'REFERENCE.SPECIALTY.DELETED', invalidates: REFERENCE_KEY });
  const canEdit = usePermission(PERMISSIONS.specialty.edit);
  const canActivate = usePermission(PERMISSIONS.specialty.activate);
  const canDelete = usePermission(PERMISSIONS.specialty.delete);
  const language = useLanguage();
  const show = useInLanguage();

  const columns = useMemo<TableColumnsType<SpecialtyRow>>(
    () => [
      { key: 'pctCode', dataIndex: 'pctCode', title: t('REFERENCE.SPECIALTY.COLUMNS.PCT_CODE'), sorter: true },
      { key: 'commercialName', dataIndex: 'commercialName', title: t('REFERENCE.SPECIALTY.COLUMNS.COMMERCIAL_NAME'), sorter: true },
      secondaryColumn<SpecialtyRow>({ key: language === 'ar' ? 'dciNameAr' : 'dciName', dataIndex: 'dciName', title: t('REFERENCE.SPECIALTY.COLUMNS.DCI'), render: (_: string, row) => show(row.dciName, row.dciNameAr) }),
      secondaryColumn<SpecialtyRow>({ key: 'manufacturer', dataIndex: 'manufacturer', title: t('REFERENCE.SPECIALTY.COLUMNS.MANUFACTURER'), sorter: true }),
      secondaryColumn<SpecialtyRow>({
        key: 'reminder',
        dataIndex: 'reminder',
        title: t('REFERENCE.SPECIALTY.COLUMNS.REMINDER'),
        render: (days: number | null) => (days === null ? t('REFERENCE.SPECIALTY.NO_REMINDER') : t('REFERENCE.SPECIALTY.DAYS', { count: days })),
      }),
      statusColumn<SpecialtyRow>(t),
      actionsColumn<SpecialtyRow>(t, (row) => (
        <RowActions
          name={row.commercialName}
          id={row.id}
          active={row.is_active}
          showPath={apiPath(SPECIALTY_PATHS.show, { id: row.id })}
          editPath={apiPath(SPECIALTY_PATHS.edit, { id: row.id })}
          listPath={SPECIALTY_PATHS.list}
          search={search}
          canEdit={canEdit}
          canActivate={canActivate}
          canDelete={canDelete}
          deleteTitleKey="REFERENCE.SPECIALTY.DELETE.TITLE"
          deleteMessageKey="REFERENCE.SPECIALTY.DELETE.MESSAGE"
          onDelete={() => remove(row.id)}
        />
      )),
    ],
    [t, language, show, search, canEdit, canActivate, canDelete, remove],
  );

  const toolbar = (
    <>
      <ListExport exportFile={exportSpecialties} />
      <Can permission={[PERMISSIONS.specialty.add, PERMISSIONS.specialty.edit]}>
        <ListImport
          importFile={importSpecialties}
          titleKey="REFERENCE.SPECIALTY.IMPORT_TITLE"
          keyColumnKey="REFERENCE.SPECIALTY.COLUMNS.PCT_CODE"
          onImported={reload}
        />
      </Can>
      <Can permission={PERMISSIONS.specialty.add}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(SPECIALTY_PATHS.add)}>
          {t('REFERENCE.SPECIALTY.NEW')}
        </Button>
      </Can>
    </>
  );

  return (
    <>
      <PagedTable
        columns={columns}
        fetchPage={fetchSpecialtyPage}
        rowKey="id"
        search={{ numericOnly: false, placeholderKey: 'REFERENCE.SPECIALTY.SEARCH' }}
        activeFilter
        selectable
        toolbar={toolbar}
        resourceKey={[...SPECIALTY_KEY, 'list']}
      />
      <StatusModalRoutes setActive={setSpecialtyActive} textPrefix="REFERENCE.SPECIALTY" onDone={afterChange} onCancel={backToList} />
    </>
  );
}
