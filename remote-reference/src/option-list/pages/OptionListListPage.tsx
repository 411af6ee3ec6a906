import { useMemo } from 'react';
import { Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiPath, PERMISSIONS, type OptionListRow } from '@evax/shared/contract';
import { Can, usePermission } from '@evax/shared/runtime';
import { actionsColumn, secondaryColumn, PagedTable, RowActions, statusColumn, StatusModalRoutes, useListPage } from '@evax/shared/ui';
import { OPTION_LIST_KEY, deleteOptionList, fetchOptionListPage, setOptionListActive } from '../api';
import { REFERENCE_KEY } from '../../common/resource-keys';
import { OPTION_LIST_PATHS } from '../paths';

/** /admin/lists: the option lists, paged and searched on the server, with their row actions. */
export default function OptionListListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, backToList, afterChange, remove } = useListPage({ listPath: OPTION_LIST_PATHS.list, deleteOne: deleteOptionList, deletedKey: 'REFERENCE.LISTS.DELETED', invalidates: REFERENCE_KEY });
  const canChange = usePermission(PERMISSIONS.lists.change);
  const canActivate = usePermission(PERMISSIONS.lists.activate);
  const canDelete = usePermission(PERMISSIONS.lists.delete);

  const columns = useMemo<TableColumnsType<OptionListRow>>(
    () => [
      { key: 'nameFr', dataIndex: 'nameFr', title: t('REFERENCE.LISTS.COLUMNS.NAME_FR'), sorter: true, render: (name: string) => <span dir="ltr">{name}</span> },
      secondaryColumn<OptionListRow>({ key: 'nameAr', dataIndex: 'nameAr', title: t('REFERENCE.LISTS.COLUMNS.NAME_AR'), sorter: true, render: (name: string) => <span dir="rtl">{name}</span> }),
      {
        key: 'code',
        dataIndex: 'code',
        title: t('REFERENCE.LISTS.COLUMNS.CODE'),
        sorter: true,
        // The code above its "system list" tag: a narrower column, so the row actions fit in Arabic too.
        render: (code: string, row: OptionListRow) => (
          <Flex vertical align="start" gap={4}>
            <Typography.Text code>{code}</Typography.Text>
            {row.isSystem && <Tag color="blue">{t('REFERENCE.LISTS.SYSTEM')}</Tag>}
          </Flex>
        ),
      },
      { key: 'options', title: t('REFERENCE.LISTS.COLUMNS.OPTIONS'), render: (_: unknown, row: OptionListRow) => row.defaultOptionsCount + row.addedOptionsCount },
      statusColumn<OptionListRow>(t),
      actionsColumn<OptionListRow>(t, (row) => (
        <RowActions
          name={row.nameFr}
          id={row.id}
          active={row.is_active}
          showPath={apiPath(OPTION_LIST_PATHS.show, { id: row.id })}
          editPath={apiPath(OPTION_LIST_PATHS.edit, { id: row.id })}
          listPath={OPTION_LIST_PATHS.list}
          search={search}
          canEdit={canChange}
          canActivate={canActivate}
          // The lists the product ships with are read by the other areas: they stay.
          canDelete={canDelete && !row.isSystem}
          deleteTitleKey="REFERENCE.LISTS.DELETE.TITLE"
          deleteMessageKey="REFERENCE.LISTS.DELETE.MESSAGE"
          onDelete={() => remove(row.id)}
        />
      )),
    ],
    [t, search, canChange, canActivate, canDelete, remove],
  );

  const toolbar = (
    <Can permission={PERMISSIONS.lists.add}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(OPTION_LIST_PATHS.add)}>
        {t('REFERENCE.LISTS.NEW')}
      </Button>
    </Can>
  );

  return (
    <>
      <PagedTable
        columns={columns}
        fetchPage={fetchOptionListPage}
        rowKey="id"
        search={{ numericOnly: false, placeholderKey: 'REFERENCE.LISTS.SEARCH' }}
        activeFilter
        selectable
        toolbar={toolbar}
        resourceKey={[...OPTION_LIST_KEY, 'list']}
      />
      <StatusModalRoutes setActive={setOptionListActive} textPrefix="REFERENCE.LISTS" onDone={afterChange} onCancel={backToList} />
    </>
  );
}
