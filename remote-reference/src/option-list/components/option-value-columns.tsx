import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { LanguageText } from '@evax/shared/ui';

/** An option's French and Arabic values, each read in its own language (the default and the added options' tables). */
export function optionValueColumns<Option extends { valueFr: string; valueAr: string }>(t: TFunction): TableColumnType<Option>[] {
  return [
    {
      key: 'valueFr',
      dataIndex: 'valueFr',
      title: t('REFERENCE.LISTS.COLUMNS.VALUE_FR'),
      render: (value: string) => <LanguageText language="fr">{value}</LanguageText>,
    },
    {
      key: 'valueAr',
      dataIndex: 'valueAr',
      title: t('REFERENCE.LISTS.COLUMNS.VALUE_AR'),
      render: (value: string) => <LanguageText language="ar">{value}</LanguageText>,
    },
  ];
}
