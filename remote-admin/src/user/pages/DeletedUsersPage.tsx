import { useMemo } from 'react';
import { Button, Popconfirm, type TableColumnsType } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { invalidate, notify, personName, useLanguage } from '@evax/shared/runtime';
import { PagedTable } from '@evax/shared/ui';
import { ADMIN_KEY } from '../../common/resource-keys';
import { fetchDeletedUsersPage, restoreUser, USER_KEY, type UserListRow } from '../api';

/** /admin/users/deleted: the recycle bin; a user restored comes back disabled. */
export default function DeletedUsersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = useMemo<TableColumnsType<UserListRow>>(
    () => [
      { key: 'username', dataIndex: 'username', title: t('ADMIN.USERS.COLUMNS.USERNAME'), sorter: true },
      { key: language === 'ar' ? 'lastNameAr' : 'lastNameFr', title: t('ADMIN.USERS.COLUMNS.NAME'), render: (_, user) => personName(user, language) },
      { key: 'email', dataIndex: 'email', title: t('ADMIN.USERS.COLUMNS.EMAIL') },
      {
        key: 'actions',
        title: t('COMMON.ACTIONS.TITLE'),
        render: (_, user) => (
          <Popconfirm
            title={t('ADMIN.USERS.RECYCLE_BIN.RESTORE_TITLE')}
            description={t('ADMIN.USERS.RECYCLE_BIN.RESTORE_MESSAGE', { name: user.username })}
            okText={t('ADMIN.USERS.RECYCLE_BIN.RESTORE')}
            cancelText={t('COMMON.ACTIONS.CANCEL')}
            onConfirm={async () => {
              try {
                await restoreUser(user.id);
                notify.success('ADMIN.USERS.RECYCLE_BIN.RESTORED');
                invalidate(ADMIN_KEY);
              } catch (failure) {
                notify.failure(failure);
              }
            }}
          >
            <Button icon={<UndoOutlined />} aria-label={`${t('ADMIN.USERS.RECYCLE_BIN.RESTORE')} ${user.username}`}>
              {t('ADMIN.USERS.RECYCLE_BIN.RESTORE')}
            </Button>
          </Popconfirm>
        ),
      },
    ],
    [t, language],
  );
  return (
    <PagedTable
      columns={columns}
      fetchPage={fetchDeletedUsersPage}
      rowKey="id"
      search={{ numericOnly: false, placeholderKey: 'ADMIN.USERS.SEARCH' }}
      resourceKey={[...USER_KEY, 'deleted']}
    />
  );
}
