import { Button, Flex, Popconfirm, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useScreens } from '@evax/shared/runtime';
import { RowActionsMenu } from './RowActionsMenu.js';
import { rowActionsOf, type RowAction, type RowActionsProps } from './row-actions.js';

export type { RowActionsProps } from './row-actions.js';

/**
 * Show, edit, activate or deactivate, delete: the actions of an activate/deactivate list's row (spec 3 §2).
 * Below the md breakpoint they collapse into one "…" menu, with the same permissions and confirmation.
 */
export function RowActions(props: RowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { md } = useScreens();
  const actions = rowActionsOf(props, navigate);
  if (!md) return <RowActionsMenu name={props.name} actions={actions} deleteTitleKey={props.deleteTitleKey} deleteMessageKey={props.deleteMessageKey} />;
  return (
    <Flex gap="small">
      {actions.map((action) =>
        action.confirm ? (
          <Popconfirm
            key={action.key}
            title={t(props.deleteTitleKey)}
            description={t(props.deleteMessageKey)}
            okText={t('COMMON.ACTIONS.DELETE')}
            cancelText={t('COMMON.ACTIONS.CANCEL')}
            okButtonProps={{ danger: true }}
            disabled={action.disabled}
            onConfirm={action.run}
          >
            {actionButton(action, `${t(action.labelKey)} ${props.name}`)}
          </Popconfirm>
        ) : (
          <Tooltip key={action.key} title={t(action.labelKey)}>
            {actionButton(action, `${t(action.labelKey)} ${props.name}`, action.run)}
          </Tooltip>
        ),
      )}
    </Flex>
  );
}

// An element, not a component: Popconfirm and Tooltip attach their handlers and ref to antd's
// Button itself, which their popup is aligned on.
function actionButton(action: RowAction, label: string, onClick?: () => void) {
  return <Button size="small" danger={action.danger} icon={action.icon} aria-label={label} disabled={action.disabled} onClick={onClick} />;
}

/** The words of a status, active and not (translation keys): a catalogue's entry is archived, a user deactivated. */
export interface StatusTagLabels {
  on: string;
  off: string;
}

const ARCHIVABLE: StatusTagLabels = { on: 'COMMON.STATUS.ACTIVE', off: 'COMMON.STATUS.ARCHIVED' };

/** Active or not (archived by default), as a coloured tag. */
export function StatusTag({ active, labels = ARCHIVABLE }: { active: boolean; labels?: StatusTagLabels }) {
  const { t } = useTranslation();
  return <Tag color={active ? 'green' : 'default'}>{t(active ? labels.on : labels.off)}</Tag>;
}
