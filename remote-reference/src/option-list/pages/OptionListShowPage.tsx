import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AddedOption, OptionListDetail } from '@evax/shared/contract';
import { LanguageText, ShowPage, statusDetail, StatusTag } from '@evax/shared/ui';
import { OPTION_LIST } from '../entity';
import { DefaultOptionsTable } from '../components/DefaultOptionsTable';
import { optionValueColumns } from '../components/option-value-columns';

/** /admin/lists/{id}/show: one list read-only, its default then its added options by rank, and Edit. */
export default function OptionListShowPage() {
  const { t, i18n } = useTranslation();
  // The name in the reader's language first, the other one after it.
  const titleOf = (list: OptionListDetail) =>
    i18n.language === 'ar' ? (
      <span>
        <LanguageText language="ar">{list.nameAr}</LanguageText>{' '}
        <Typography.Text type="secondary">
          · <LanguageText language="fr">{list.nameFr}</LanguageText>
        </Typography.Text>
      </span>
    ) : (
      <span>
        {list.nameFr}{' '}
        <Typography.Text type="secondary">
          · <LanguageText language="ar">{list.nameAr}</LanguageText>
        </Typography.Text>
      </span>
    );
  return (
    <ShowPage
      entity={OPTION_LIST}
      title={titleOf}
      detailColumns={{ xs: 1, md: 2 }}
      details={(list) => [
        { key: 'nameFr', label: t('REFERENCE.LISTS.COLUMNS.NAME_FR'), children: <LanguageText language="fr">{list.nameFr}</LanguageText> },
        { key: 'nameAr', label: t('REFERENCE.LISTS.COLUMNS.NAME_AR'), children: <LanguageText language="ar">{list.nameAr}</LanguageText> },
        {
          key: 'code',
          label: t('REFERENCE.LISTS.COLUMNS.CODE'),
          children: (
            <>
              <Typography.Text code>{list.code}</Typography.Text> {list.isSystem && <Tag color="blue">{t('REFERENCE.LISTS.SYSTEM')}</Tag>}
            </>
          ),
        },
        statusDetail(t, list.is_active),
      ]}
    >
      {(list) => (
        <>
          {list.defaultOptionSet.length > 0 && (
            <section aria-labelledby="show-default-options">
              <Typography.Title level={5} id="show-default-options">
                {t('REFERENCE.LISTS.FORM.DEFAULT_OPTIONS')}
              </Typography.Title>
              <DefaultOptionsTable options={list.defaultOptionSet} />
            </section>
          )}
          <section aria-labelledby="show-added-options">
            <Typography.Title level={5} id="show-added-options">
              {t('REFERENCE.LISTS.FORM.ADDED_OPTIONS')}
            </Typography.Title>
            <Table<AddedOption>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={[...list.addedOptionSet].sort((a, b) => a.rank - b.rank)}
              locale={{ emptyText: t('REFERENCE.LISTS.SHOW.NONE') }}
              columns={[
                { key: 'rank', title: t('REFERENCE.LISTS.COLUMNS.RANK'), width: 80, render: (_: unknown, __: AddedOption, index: number) => index + 1 },
                ...optionValueColumns<AddedOption>(t),
                {
                  key: 'active',
                  dataIndex: 'active',
                  title: t('COMMON.COLUMNS.STATUS'),
                  width: 120,
                  render: (active: boolean) => <StatusTag active={active} />,
                },
              ]}
            />
          </section>
        </>
      )}
    </ShowPage>
  );
}
