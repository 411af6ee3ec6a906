import { Button, Flex, Popconfirm, Tag, Tooltip } from 'antd';
import { CheckCircleOutlined, DeleteOutlined, EditOutlined, EyeOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export interface RowActionsProps {
  /** What the row is called, read out with each action (e.g. "Edit BCG"). */
  name: string;
  id: number;
  active: boolean;
  showPath: string;
  editPath: string;
  /** The list path: activate/deactivate open as modals under it, keeping the list's query. */
  listPath: string;
  search: string;
  canEdit: boolean;
  canActivate: boolean;
  canDelete: boolean;
  deleteTitleKey: string;
  deleteMessageKey: string;
  onDelete: () => void;
}

/** Show, edit, activate or deactivate, delete: the actions of a reference-data row (spec 3 §2). */
export function RowActions({ name, id, active, showPath, editPath, listPath, search, canEdit, canActivate, canDelete, deleteTitleKey, deleteMessageKey, onDelete }: RowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = (key: string) => `${t(key)} ${name}`;
  const statusAction = active ? 'deactivate' : 'activate';
  const statusKey = active ? 'REFERENCE.ACTIONS.DEACTIVATE' : 'REFERENCE.ACTIONS.ACTIVATE';
  return (
    <Flex gap="small">
      <Tooltip title={t('REFERENCE.ACTIONS.SHOW')}>
        <Button size="small" icon={<EyeOutlined />} aria-label={label('REFERENCE.ACTIONS.SHOW')} onClick={() => navigate(showPath)} />
      </Tooltip>
      <Tooltip title={t('REFERENCE.ACTIONS.EDIT')}>
        <Button size="small" icon={<EditOutlined />} aria-label={label('REFERENCE.ACTIONS.EDIT')} disabled={!canEdit} onClick={() => navigate(editPath)} />
      </Tooltip>
      <Tooltip title={t(statusKey)}>
        <Button
          size="small"
          icon={active ? <StopOutlined /> : <CheckCircleOutlined />}
          aria-label={label(statusKey)}
          disabled={!canActivate}
          onClick={() => navigate({ pathname: `${listPath}/${statusAction}/${id}`, search })}
        />
      </Tooltip>
      <Popconfirm
        title={t(deleteTitleKey)}
        description={t(deleteMessageKey)}
        okText={t('REFERENCE.ACTIONS.DELETE')}
        cancelText={t('REFERENCE.ACTIONS.CANCEL')}
        okButtonProps={{ danger: true }}
        disabled={!canDelete}
        onConfirm={onDelete}
      >
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={label('REFERENCE.ACTIONS.DELETE')} disabled={!canDelete} />
      </Popconfirm>
    </Flex>
  );
}

/** Active or archived, as a coloured tag. */
export function StatusTag({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return <Tag color={active ? 'green' : 'default'}>{t(active ? 'REFERENCE.DCI.STATUS.ACTIVE' : 'REFERENCE.DCI.STATUS.ARCHIVED')}</Tag>;
}
