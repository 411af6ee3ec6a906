import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '@evax/shared/contract';
import { localizedName, useLanguage } from '@evax/shared/runtime';
import { CrudListPage, LtrText, secondaryColumn } from '@evax/shared/ui';
import { ROLE } from '../entity';

/** /admin/roles: the roles, with their permission and user counts; a role users hold cannot be deleted. */
export default function RoleListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const columns = useMemo<TableColumnsType<RoleRow>>(
    () => [
      { key: 'code', dataIndex: 'code', title: t('ADMIN.ROLES.COLUMNS.CODE'), sorter: true, render: (code: string) => <LtrText>{code}</LtrText> },
      { key: language === 'ar' ? 'nameAr' : 'nameFr', title: t('ADMIN.ROLES.COLUMNS.NAME'), sorter: true, render: (_, role) => localizedName(role, language) },
      secondaryColumn<RoleRow>({
        key: 'permissionCount',
        dataIndex: 'permissionCount',
        title: t('ADMIN.ROLES.COLUMNS.PERMISSIONS'),
        render: (count: number) => t('ADMIN.ROLES.PERMISSION_COUNT', { count }),
      }),
      secondaryColumn<RoleRow>({ key: 'userCount', dataIndex: 'userCount', title: t('ADMIN.ROLES.COLUMNS.USERS') }),
    ],
    [t, language],
  );
  return <CrudListPage entity={ROLE} columns={columns} rowName={(role) => localizedName(role, language)} deletable={(role) => role.userCount === 0} />;
}
