import { useEffect } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { apiPath, PERMISSIONS, type AddedOption } from '@evax/shared/contract';
import { Can, notify, useResource } from '@evax/shared/runtime';
import { StatusTag } from '@evax/shared/ui';
import { OPTION_LIST_KEY, fetchOptionList } from '../api';
import { DefaultOptionsTable } from '../components/DefaultOptionsTable';
import { OPTION_LIST_PATHS } from '../paths';

/** /admin/lists/{id}/show: one list read-only, its default then its added options by rank, and Edit. */
export default function OptionListShowPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { state } = useLocation() as { state: { notice?: string } | null };
  const { data: list, error } = useResource([...OPTION_LIST_KEY, id], (signal) => fetchOptionList(id, signal));
  const notice = state?.notice;

  useEffect(() => {
    if (notice) notify.success(notice);
  }, [notice]);

  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!list) return <Spin />;

  return (
    <Card
      // The name in the reader's language first, the other one after it.
      title={
        i18n.language === 'ar' ? (
          <span>
            <span dir="rtl">{list.nameAr}</span> <Typography.Text type="secondary">· <span dir="ltr">{list.nameFr}</span></Typography.Text>
          </span>
        ) : (
          <span>
            {list.nameFr} <Typography.Text type="secondary">· <span dir="rtl">{list.nameAr}</span></Typography.Text>
          </span>
        )
      }
      extra={
        <Flex gap="small">
          <Can permission={PERMISSIONS.lists.change}>
            <Button type="primary" onClick={() => navigate(apiPath(OPTION_LIST_PATHS.edit, { id: list.id }))}>
              {t('COMMON.ACTIONS.EDIT')}
            </Button>
          </Can>
          <Button onClick={() => navigate(OPTION_LIST_PATHS.list)}>{t('COMMON.ACTIONS.BACK')}</Button>
        </Flex>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" style={{ marginBlockEnd: 24 }}>
        <Descriptions.Item label={t('REFERENCE.LISTS.COLUMNS.NAME_FR')}>
          <span dir="ltr">{list.nameFr}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.LISTS.COLUMNS.NAME_AR')}>
          <span dir="rtl">{list.nameAr}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('REFERENCE.LISTS.COLUMNS.CODE')}>
          <Typography.Text code>{list.code}</Typography.Text> {list.isSystem && <Tag color="blue">{t('REFERENCE.LISTS.SYSTEM')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('COMMON.COLUMNS.STATUS')}>
          <StatusTag active={list.is_active} />
        </Descriptions.Item>
      </Descriptions>
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
            { key: 'valueFr', dataIndex: 'valueFr', title: t('REFERENCE.LISTS.COLUMNS.VALUE_FR'), render: (value: string) => <span dir="ltr">{value}</span> },
            { key: 'valueAr', dataIndex: 'valueAr', title: t('REFERENCE.LISTS.COLUMNS.VALUE_AR'), render: (value: string) => <span dir="rtl">{value}</span> },
            { key: 'active', dataIndex: 'active', title: t('COMMON.COLUMNS.STATUS'), width: 120, render: (active: boolean) => <StatusTag active={active} /> },
          ]}
        />
      </section>
    </Card>
  );
}
