import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, message, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { PERMISSIONS, type SpecialtyRow } from '@evax/shared/contract';
import { Can, toApiError, usePermission } from '@evax/shared/runtime';
import { PagedTable } from '@evax/shared/ui';
import { deleteSpecialty, exportSpecialties, fetchSpecialtyPage, importSpecialties, setSpecialtyActive } from '../api/specialty-api';
import { ListExport } from '../components/ListExport';
import { ListImport } from '../components/ListImport';
import { RowActions, StatusTag } from '../components/RowActions';
import { StatusModal } from '../components/StatusModal';
import { SPECIALTY_PATHS, withId } from '../routes/paths';

/** /admin/specialtie: the specialties, paged and searched on the server, with their row actions. */
export default function SpecialtyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, state } = useLocation() as { search: string; state: { notice?: string } | null };
  const [messageApi, messageHolder] = message.useMessage();
  // A page that saved and came back here (the form) leaves its success message in the location state.
  const notice = state?.notice;
  useEffect(() => {
    if (notice) void messageApi.success(t(notice));
  }, [notice, messageApi, t]);
  const [reloadSignal, setReloadSignal] = useState(0);
  const canEdit = usePermission(PERMISSIONS.specialty.edit);
  const canActivate = usePermission(PERMISSIONS.specialty.activate);
  const canDelete = usePermission(PERMISSIONS.specialty.delete);

  /** Back to the list path, the current query kept. */
  const backToList = useCallback(() => navigate({ pathname: SPECIALTY_PATHS.list, search }), [navigate, search]);
  const afterChange = useCallback(() => {
    void messageApi.success(t('REFERENCE.MESSAGES.SAVED'));
    backToList();
    setReloadSignal((value) => value + 1);
  }, [messageApi, t, backToList]);

  const remove = useCallback(
    async (row: SpecialtyRow) => {
      try {
        await deleteSpecialty(row.id);
        void messageApi.success(t('REFERENCE.SPECIALTY.DELETED'));
        setReloadSignal((value) => value + 1);
      } catch (failure) {
        void messageApi.error(t(toApiError(failure).key));
      }
    },
    [messageApi, t],
  );

  const columns = useMemo<TableColumnsType<SpecialtyRow>>(
    () => [
      { key: 'pctCode', dataIndex: 'pctCode', title: t('REFERENCE.SPECIALTY.COLUMNS.PCT_CODE'), sorter: true },
      { key: 'commercialName', dataIndex: 'commercialName', title: t('REFERENCE.SPECIALTY.COLUMNS.COMMERCIAL_NAME'), sorter: true },
      { key: 'dciName', dataIndex: 'dciName', title: t('REFERENCE.SPECIALTY.COLUMNS.DCI') },
      { key: 'manufacturer', dataIndex: 'manufacturer', title: t('REFERENCE.SPECIALTY.COLUMNS.MANUFACTURER'), sorter: true },
      {
        key: 'reminder',
        dataIndex: 'reminder',
        title: t('REFERENCE.SPECIALTY.COLUMNS.REMINDER'),
        render: (days: number | null) => (days === null ? t('REFERENCE.SPECIALTY.NO_REMINDER') : t('REFERENCE.SPECIALTY.DAYS', { count: days })),
      },
      {
        key: 'is_active',
        dataIndex: 'is_active',
        title: t('REFERENCE.DCI.COLUMNS.STATUS'),
        render: (active: boolean) => <StatusTag active={active} />,
      },
      {
        key: 'actions',
        title: t('REFERENCE.ACTIONS.TITLE'),
        render: (_: unknown, row: SpecialtyRow) => (
          <RowActions
            name={row.commercialName}
            id={row.id}
            active={row.is_active}
            showPath={withId(SPECIALTY_PATHS.show, row.id)}
            editPath={withId(SPECIALTY_PATHS.edit, row.id)}
            listPath={SPECIALTY_PATHS.list}
            search={search}
            canEdit={canEdit}
            canActivate={canActivate}
            canDelete={canDelete}
            deleteTitleKey="REFERENCE.SPECIALTY.DELETE.TITLE"
            deleteMessageKey="REFERENCE.SPECIALTY.DELETE.MESSAGE"
            onDelete={() => remove(row)}
          />
        ),
      },
    ],
    [t, search, canEdit, canActivate, canDelete, remove],
  );

  const toolbar = (
    <>
      <ListExport exportFile={exportSpecialties} />
      <Can permission={[PERMISSIONS.specialty.add, PERMISSIONS.specialty.edit]}>
        <ListImport
          importFile={importSpecialties}
          titleKey="REFERENCE.SPECIALTY.IMPORT_TITLE"
          keyColumnKey="REFERENCE.SPECIALTY.COLUMNS.PCT_CODE"
          onImported={() => setReloadSignal((value) => value + 1)}
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
      {messageHolder}
      <PagedTable
        columns={columns}
        fetchPage={fetchSpecialtyPage}
        rowKey="id"
        search={{ numericOnly: false, placeholderKey: 'REFERENCE.SPECIALTY.SEARCH' }}
        activeFilter
        selectable
        toolbar={toolbar}
        reloadSignal={reloadSignal}
      />
      <Routes>
        <Route path="activate/:id" element={<StatusModal activate setActive={setSpecialtyActive} textPrefix="REFERENCE.SPECIALTY" onDone={afterChange} onCancel={backToList} />} />
        <Route path="deactivate/:id" element={<StatusModal activate={false} setActive={setSpecialtyActive} textPrefix="REFERENCE.SPECIALTY" onDone={afterChange} onCancel={backToList} />} />
      </Routes>
    </>
  );
}
