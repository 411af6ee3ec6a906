import { useMemo } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '@evax/shared/contract';
import { personName, useLanguage } from '@evax/shared/runtime';
import { PagedTable } from '@evax/shared/ui';
import { fetchUsersPage } from '../api/users-api';
import { UserRoles } from '../components/UserRoles';

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
      { key: 'phone', dataIndex: 'phone', title: t('ADMIN.USERS.COLUMNS.PHONE'), render: (phone: string | null) => phone && <bdi dir="ltr">{phone}</bdi> },
      { key: 'roles', title: t('ADMIN.USERS.COLUMNS.ROLES'), render: (_, user) => <UserRoles user={user} /> },
      {
        key: 'isActive',
        dataIndex: 'isActive',
        title: t('ADMIN.USERS.COLUMNS.STATUS'),
        sorter: true,
        render: (active: boolean) => <Tag color={active ? 'green' : 'default'}>{t(active ? 'ADMIN.USERS.STATUS.ACTIVE' : 'ADMIN.USERS.STATUS.INACTIVE')}</Tag>,
      },
    ],
    [t, language],
  );
  return <PagedTable columns={columns} fetchPage={fetchUsersPage} rowKey="id" search={{ numericOnly: false, placeholderKey: 'ADMIN.USERS.SEARCH' }} />;
}
