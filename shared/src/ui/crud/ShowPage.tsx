import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Spin, type DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { apiPath } from '@evax/shared/contract';
import { Can, notify, useResource } from '@evax/shared/runtime';
import type { CrudApi } from './crud-api.js';
import type { EntityFacts } from './crud-entity.js';
import { StatusTag } from './RowActions.js';

export type DetailItems = NonNullable<DescriptionsProps['items']>;

export interface ShowPageProps<Item extends { id: number }> {
  /** The entity (its CrudEntity): the page reads the record with its `get`. */
  entity: EntityFacts & { api: Pick<CrudApi<never, Item, never, never>, 'get'> };
  title: (item: Item) => ReactNode;
  /** The record's fields, label and value (statusDetail for its status). */
  details: (item: Item) => DetailItems;
  /** The details' columns (one by default). */
  detailColumns?: DescriptionsProps['column'];
  /** What follows the details (the record's sub-tables). */
  children?: (item: Item) => ReactNode;
}

/** The status of a record, as a show page's detail. */
export function statusDetail(t: TFunction, active: boolean): DetailItems[number] {
  return { key: 'is_active', label: t('COMMON.COLUMNS.STATUS'), children: <StatusTag active={active} /> };
}

/**
 * A record's page: the record of the route's `:id` (the error, or a spinner meanwhile), a card with
 * its title, Edit (primary, under the edit permission) and Back to the list, its details, then what
 * the entity adds. The notice a form left in the location state shows once.
 */
export function ShowPage<Item extends { id: number }>({ entity, title, details, detailColumns = 1, children }: ShowPageProps<Item>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { state } = useLocation() as { state: { notice?: string } | null };
  const { data: item, error } = useResource([...entity.resourceKey, id], (signal) => entity.api.get(id, signal));
  const notice = state?.notice;

  useEffect(() => {
    if (notice) notify.success(notice);
  }, [notice]);

  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!item) return <Spin />;

  return (
    <Card
      title={title(item)}
      extra={
        <Flex gap="small">
          <Can permission={entity.permissions.edit}>
            <Button type="primary" onClick={() => navigate(apiPath(entity.paths.edit, { id: item.id } as never))}>
              {t('COMMON.ACTIONS.EDIT')}
            </Button>
          </Can>
          <Button onClick={() => navigate(entity.paths.list)}>{t('COMMON.ACTIONS.BACK')}</Button>
        </Flex>
      }
    >
      <Descriptions column={detailColumns} bordered size="small" items={details(item)} style={children ? { marginBlockEnd: 24 } : undefined} />
      {children?.(item)}
    </Card>
  );
}
