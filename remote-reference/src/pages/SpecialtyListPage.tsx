import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Flex, message, Popconfirm, Tag, Tooltip, type TableColumnsType } from 'antd';
import { CheckCircleOutlined, DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { PERMISSIONS, type SpecialtyRow } from '@evax/shared/contract';
import { Can, toApiError, usePermission } from '@evax/shared/runtime';
import { PagedTable } from '@evax/shared/ui';
import { deleteSpecialty, exportSpecialties, fetchSpecialtyPage, importSpecialties, setSpecialtyActive } from '../api/specialty-api';
import { ListExport } from '../components/ListExport';
import { ListImport } from '../components/ListImport';
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
        render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{t(active ? 'REFERENCE.DCI.STATUS.ACTIVE' : 'REFERENCE.DCI.STATUS.ARCHIVED')}</Tag>,
      },
      {
        key: 'actions',
        title: t('REFERENCE.ACTIONS.TITLE'),
        render: (_: unknown, row: SpecialtyRow) => {
          const label = (key: string) => `${t(key)} ${row.commercialName}`;
          return (
            <Flex gap="small">
              <Tooltip title={t('REFERENCE.ACTIONS.SHOW')}>
                <Button size="small" icon={<EyeOutlined />} aria-label={label('REFERENCE.ACTIONS.SHOW')} onClick={() => navigate(withId(SPECIALTY_PATHS.show, row.id))} />
              </Tooltip>
              <Tooltip title={t('REFERENCE.ACTIONS.EDIT')}>
                <Button size="small" icon={<EditOutlined />} aria-label={label('REFERENCE.ACTIONS.EDIT')} disabled={!canEdit} onClick={() => navigate(withId(SPECIALTY_PATHS.edit, row.id))} />
              </Tooltip>
              {row.is_active ? (
                <Tooltip title={t('REFERENCE.ACTIONS.DEACTIVATE')}>
                  <Button
                    size="small"
                    icon={<StopOutlined />}
                    aria-label={label('REFERENCE.ACTIONS.DEACTIVATE')}
                    disabled={!canActivate}
                    onClick={() => navigate({ pathname: `${SPECIALTY_PATHS.list}/deactivate/${row.id}`, search })}
                  />
                </Tooltip>
              ) : (
                <Tooltip title={t('REFERENCE.ACTIONS.ACTIVATE')}>
                  <Button
                    size="small"
                    icon={<CheckCircleOutlined />}
                    aria-label={label('REFERENCE.ACTIONS.ACTIVATE')}
                    disabled={!canActivate}
                    onClick={() => navigate({ pathname: `${SPECIALTY_PATHS.list}/activate/${row.id}`, search })}
                  />
                </Tooltip>
              )}
              <Popconfirm
                title={t('REFERENCE.SPECIALTY.DELETE.TITLE')}
                description={t('REFERENCE.SPECIALTY.DELETE.MESSAGE')}
                okText={t('REFERENCE.ACTIONS.DELETE')}
                cancelText={t('REFERENCE.ACTIONS.CANCEL')}
                okButtonProps={{ danger: true }}
                disabled={!canDelete}
                onConfirm={() => remove(row)}
              >
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={label('REFERENCE.ACTIONS.DELETE')} disabled={!canDelete} />
              </Popconfirm>
            </Flex>
          );
        },
      },
    ],
    [t, navigate, search, canEdit, canActivate, canDelete, remove],
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
