import { useMemo } from 'react';
import { Button, Flex, Table, type TableColumnsType } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { PERMISSIONS, type ChildParent, type ParentRole } from '@evax/shared/contract';
import { Can, personName, useLanguage, usePermission } from '@evax/shared/runtime';
import { LtrText, usePhoneColumns } from '@evax/shared/ui';
import { citizenShowPath, parentAddPath } from '../../common/links';
import { countryName } from '../../common/locale-names';

/** The role a second parent takes: the mother's or the father's, whichever is free (the other one taken); none to suggest otherwise. */
export function freeParentRole(parents: readonly ChildParent[]): ParentRole | undefined {
  const taken = new Set(parents.map((parent) => parent.role));
  if (taken.has('mother') && !taken.has('father')) return 'father';
  if (taken.has('father') && !taken.has('mother')) return 'mother';
  return undefined;
}

/**
 * The child's parents (citizens) with their role; a name opens the citizen's page for whoever may
 * see citizens. "Add a parent" (add-children, issue 30) opens /admin/parent/add for this child,
 * in the role still free.
 */
export function ChildParentsTable({ parents, evaxNumber }: { parents: readonly ChildParent[]; evaxNumber: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const canShowCitizen = usePermission(PERMISSIONS.citizen.showCitizen);
  const columns = useMemo<TableColumnsType<ChildParent>>(
    () => [
      { key: 'role', dataIndex: 'role', title: t('CITIZEN.PARENTS.COLUMNS.ROLE'), render: (role: string) => t(`CITIZEN.PARENTS.ROLES.${role}`) },
      {
        key: 'name',
        title: t('CITIZEN.PARENTS.COLUMNS.NAME'),
        render: (_, parent) => (canShowCitizen ? <Link to={citizenShowPath(parent.id)}>{personName(parent, language)}</Link> : personName(parent, language)),
      },
      {
        key: 'phone',
        dataIndex: 'phone',
        title: t('CITIZEN.PARENTS.COLUMNS.PHONE'),
        render: (phone: string | null) => (phone ? <LtrText>{phone}</LtrText> : '—'),
      },
      {
        key: 'paper',
        title: t('CITIZEN.PARENTS.COLUMNS.IDENTITY_PAPER'),
        render: (_, parent) => <LtrText>{parent.nationalId ?? parent.passportNumber ?? '—'}</LtrText>,
      },
      { key: 'nationality', dataIndex: 'nationality', title: t('CITIZEN.PARENTS.COLUMNS.NATIONALITY'), render: (code: string) => countryName(code, language) },
    ],
    [t, language, canShowCitizen],
  );
  const shownColumns = usePhoneColumns<ChildParent>(columns);
  return (
    <Flex vertical gap="small">
      <Can permission={PERMISSIONS.citizen.addChildren}>
        <Flex justify="end">
          <Button icon={<UserAddOutlined />} onClick={() => navigate(parentAddPath(evaxNumber, freeParentRole(parents)))} data-testid="child-add-parent">
            {t('CITIZEN.PARENTS.ADD')}
          </Button>
        </Flex>
      </Can>
      <Table<ChildParent>
        size="small"
        rowKey="id"
        columns={shownColumns}
        dataSource={[...parents]}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('CITIZEN.PARENTS.NONE') }}
      />
    </Flex>
  );
}
