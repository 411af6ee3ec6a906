import { useMemo } from 'react';
import { Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OptionListRow } from '@evax/shared/contract';
import { CrudListPage, LanguageText, secondaryColumn } from '@evax/shared/ui';
import { OPTION_LIST } from '../entity';

const nameOf = (row: OptionListRow) => row.nameFr;
// The lists the product ships with are read by the other areas: they stay.
const deletable = (row: OptionListRow) => !row.isSystem;

/** /admin/lists: the option lists, paged and searched on the server, with their row actions. */
export default function OptionListListPage() {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<OptionListRow>>(
    () => [
      {
        key: 'nameFr',
        dataIndex: 'nameFr',
        title: t('REFERENCE.LISTS.COLUMNS.NAME_FR'),
        sorter: true,
        render: (name: string) => <LanguageText language="fr">{name}</LanguageText>,
      },
      secondaryColumn<OptionListRow>({
        key: 'nameAr',
        dataIndex: 'nameAr',
        title: t('REFERENCE.LISTS.COLUMNS.NAME_AR'),
        sorter: true,
        render: (name: string) => <LanguageText language="ar">{name}</LanguageText>,
      }),
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
      {
        key: 'options',
        title: t('REFERENCE.LISTS.COLUMNS.OPTIONS'),
        render: (_: unknown, row: OptionListRow) => row.defaultOptionsCount + row.addedOptionsCount,
      },
    ],
    [t],
  );
  return <CrudListPage entity={OPTION_LIST} columns={columns} rowName={nameOf} deletable={deletable} />;
}
