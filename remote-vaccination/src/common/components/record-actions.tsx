import { Button, Popconfirm, Space, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { Permission } from '@evax/shared/contract';
import { Can, invalidate, notify } from '@evax/shared/runtime';
import { VACCINATION_KEY } from '../resource-keys';

/** What a folder's record offers: edit, and delete once confirmed, each under its permission. */
export interface RecordActions<Row> {
  title: string;
  edit: { permission: Permission; run: (row: Row) => void };
  remove: { permission: Permission; confirmKey: string; doneKey: string; run: (row: Row) => Promise<void> };
}

/** The folder table's last column: Edit and Delete (asked first, then the area's reads refreshed). */
export function recordActionsColumn<Row extends { id: number }>(t: TFunction, { title, edit, remove }: RecordActions<Row>): TableColumnType<Row> {
  return {
    key: 'actions',
    title,
    render: (_, row) => (
      <Space wrap>
        <Can permission={edit.permission}>
          <Button size="small" onClick={() => edit.run(row)}>
            {t('COMMON.ACTIONS.EDIT')}
          </Button>
        </Can>
        <Can permission={remove.permission}>
          <Popconfirm
            title={t(remove.confirmKey)}
            onConfirm={async () => {
              await remove.run(row);
              notify.success(remove.doneKey);
              invalidate(VACCINATION_KEY);
            }}
          >
            <Button size="small" danger>
              {t('COMMON.ACTIONS.DELETE')}
            </Button>
          </Popconfirm>
        </Can>
      </Space>
    ),
  };
}
