import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DefaultOption } from '@evax/shared/contract';
import { optionValueColumns } from './option-value-columns';

/** The default options of a list, read-only, by rank (spec 3 §2). */
export function DefaultOptionsTable({ options }: { options: readonly DefaultOption[] }) {
  const { t } = useTranslation();
  return (
    <Table<DefaultOption>
      size="small"
      rowKey="id"
      pagination={false}
      style={{ marginBlockEnd: 24 }}
      dataSource={[...options].sort((a, b) => a.rank - b.rank)}
      locale={{ emptyText: t('REFERENCE.LISTS.SHOW.NONE') }}
      columns={[{ key: 'rank', dataIndex: 'rank', title: t('REFERENCE.LISTS.COLUMNS.RANK'), width: 80 }, ...optionValueColumns<DefaultOption>(t)]}
    />
  );
}
