import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@evax/shared/contract';
import { personName, useLanguage } from '@evax/shared/runtime';
import { LtrText, PagedTable, statusColumn, type StatusTagLabels } from '@evax/shared/ui';
import { USER_KEY, fetchUsersPage } from '../api';
import { UserRoles } from '../components/UserRoles';

/** A user is active or deactivated (not archived, as a catalogue's entry). */
const USER_STATUS: StatusTagLabels = { on: 'ADMIN.USERS.STATUS.ACTIVE', off: 'ADMIN.USERS.STATUS.INACTIVE' };

/** /admin/users: the back-office users and their roles. */
export default function UserListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = useMemo<TableColumnsType<UserRow>>(
    () => [
      { key: 'username', dataIndex: 'username', title: t('ADMIN.USERS.COLUMNS.USERNAME'), sorter: true },
      {
        key: language === 'ar' ? 'lastNameAr' : 'lastNameFr',
        title: t('ADMIN.USERS.COLUMNS.NAME'),
        sorter: true,
        render: (_, user) => personName(user, language),
      },
      { key: 'email', dataIndex: 'email', title: t('ADMIN.USERS.COLUMNS.EMAIL'), sorter: true },
      // Phone numbers read left to right in Arabic too.
      { key: 'phone', dataIndex: 'phone', title: t('ADMIN.USERS.COLUMNS.PHONE'), render: (phone: string | null) => phone && <LtrText>{phone}</LtrText> },
      { key: 'roles', title: t('ADMIN.USERS.COLUMNS.ROLES'), render: (_, user) => <UserRoles user={user} /> },
      // The list has no active/inactive toggle: the status shows on a phone too.
      statusColumn<UserRow>(t, { field: 'isActive', labels: USER_STATUS, sorter: true, always: true }),
    ],
    [t, language],
  );
  return (
    <PagedTable
      columns={columns}
      fetchPage={fetchUsersPage}
      rowKey="id"
      search={{ numericOnly: false, placeholderKey: 'ADMIN.USERS.SEARCH' }}
      resourceKey={[...USER_KEY, 'list']}
    />
  );
}
