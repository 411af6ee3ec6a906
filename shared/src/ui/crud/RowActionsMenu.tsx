import { useState } from 'react';
import { Button, Dropdown, Popconfirm } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RowAction } from './row-actions.js';

interface RowActionsMenuProps {
  name: string;
  actions: RowAction[];
  deleteTitleKey: string;
  deleteMessageKey: string;
}

/** A narrow screen's row actions: one "…" button opening a menu; delete still asks first. */
export function RowActionsMenu({ name, actions, deleteTitleKey, deleteMessageKey }: RowActionsMenuProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<RowAction | null>(null);
  const items = actions.map((action) => ({ key: action.key, label: t(action.labelKey), icon: action.icon, disabled: action.disabled, danger: action.danger }));
  const onClick = ({ key }: { key: string }) => {
    const action = actions.find((candidate) => candidate.key === key);
    if (!action || action.disabled) return;
    if (action.confirm) setConfirming(action);
    else action.run();
  };
  return (
    // The confirmation opens only from the menu (no trigger of its own), anchored on the "…" button.
    <Popconfirm
      open={confirming !== null}
      trigger={[]}
      title={t(deleteTitleKey)}
      description={t(deleteMessageKey)}
      okText={t('COMMON.ACTIONS.DELETE')}
      cancelText={t('COMMON.ACTIONS.CANCEL')}
      okButtonProps={{ danger: true }}
      onConfirm={() => {
        confirming?.run();
        setConfirming(null);
      }}
      onCancel={() => setConfirming(null)}
      onOpenChange={(open) => {
        if (!open) setConfirming(null);
      }}
    >
      <span>
        <Dropdown trigger={['click']} menu={{ items, onClick }}>
          <Button size="small" icon={<EllipsisOutlined />} aria-label={`${t('COMMON.ACTIONS.TITLE')} ${name}`} />
        </Dropdown>
      </span>
    </Popconfirm>
  );
}
