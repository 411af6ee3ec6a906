import { useMemo } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PERMISSIONS, type ChildParent } from '@evax/shared/contract';
import { personName, useLanguage, usePermission } from '@evax/shared/runtime';
import { LtrText } from '@evax/shared/ui';
import { citizenShowPath } from '../../common/links';
import { countryName } from '../../common/locale-names';

/** The child's parents (citizens) with their role; a name opens the citizen's page for whoever may see citizens. */
export function ChildParentsTable({ parents }: { parents: readonly ChildParent[] }) {
  const { t } = useTranslation();
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
  return (
    <Table<ChildParent>
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={[...parents]}
      pagination={false}
      locale={{ emptyText: t('CITIZEN.PARENTS.NONE') }}
    />
  );
}
