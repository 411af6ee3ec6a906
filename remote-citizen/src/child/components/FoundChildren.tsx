import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ChildRow } from '@evax/shared/contract';
import { formatDate, localizedName, personName, useLanguage } from '@evax/shared/runtime';
import { childCardPath } from '../../common/links';

/** The children an identity paper found (a mother's card finds her children): each opens its card. */
export function FoundChildren({ rows }: { rows: ChildRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div style={{ marginTop: 16 }} data-testid="child-search-found">
      <Typography.Paragraph>{t('CITIZEN.SEARCH.FOUND', { count: rows.length })}</Typography.Paragraph>
      <Table<ChildRow>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'evaxNumber',
            dataIndex: 'evaxNumber',
            title: t('CITIZEN.CHILDREN.COLUMNS.EVAX_NUMBER'),
            render: (evaxNumber: string) => (
              <Link to={childCardPath(evaxNumber)}>
                <bdi>{evaxNumber}</bdi>
              </Link>
            ),
          },
          { key: 'name', title: t('CITIZEN.CHILDREN.COLUMNS.NAME'), render: (_, child) => personName(child, language) },
          { key: 'birthDate', dataIndex: 'birthDate', title: t('CITIZEN.CHILDREN.COLUMNS.BIRTH_DATE'), render: (date: string) => formatDate(date) },
          {
            key: 'structure',
            dataIndex: 'structure',
            title: t('CITIZEN.CHILDREN.COLUMNS.STRUCTURE'),
            render: (place: ChildRow['structure']) => localizedName(place, language),
          },
        ]}
      />
    </div>
  );
}
