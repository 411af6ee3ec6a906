import { useMemo } from 'react';
import { Button, Flex, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PERMISSIONS } from '@evax/shared/contract';
import { Can, localizedName, personName, useAuthStore, useLanguage } from '@evax/shared/runtime';
import { CrudListPage, LtrText, type ListFilter } from '@evax/shared/ui';
import { useStructureChoices } from '../../common/structure-choices';
import { useRoleChoices } from '../../common/role-choices';
import type { UserListRow } from '../api';
import { USER } from '../entity';
import { USER_PATHS } from '../paths';
import { UserRoles } from '../components/UserRoles';

/** /admin/users: the back-office users and their roles, with the archived toggle, the row actions and the recycle bin. */
export default function UserListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const me = useAuthStore((state) => state.currentUser?.pk);
  const { structures } = useStructureChoices();
  const roles = useRoleChoices();
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        kind: 'structure',
        param: 'role',
        labelKey: 'ADMIN.USERS.FILTERS.ROLE',
        options: roles.map((role) => ({ value: role.id, label: localizedName(role, language) })),
      },
      {
        kind: 'structure',
        param: 'structure',
        labelKey: 'ADMIN.USERS.FILTERS.STRUCTURE',
        options: structures.map((structure) => ({ value: structure.id, label: localizedName(structure, language) })),
      },
    ],
    [roles, structures, language],
  );
  const columns = useMemo<TableColumnsType<UserListRow>>(
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
    ],
    [t, language],
  );
  return (
    <Flex vertical gap="middle">
      <Can permission={PERMISSIONS.admin.deleteUser}>
        <Flex justify="end">
          <Button icon={<DeleteOutlined />} onClick={() => navigate(USER_PATHS.deleted)}>
            {t('ADMIN.USERS.RECYCLE_BIN.OPEN')}
          </Button>
        </Flex>
      </Can>
      <CrudListPage entity={USER} columns={columns} filters={filters} rowName={(user) => user.username} deletable={(user) => user.id !== me} />
    </Flex>
  );
}
