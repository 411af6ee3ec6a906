import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@evax/shared/contract';
import { usePermission } from '@evax/shared/runtime';

export interface RecordActionsProps {
  rowName: string;
  editPermission: Permission;
  deletePermission: Permission;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  /** A closed folder: no action. */
  readOnly: boolean;
}

/** Edit and delete of a folder record, each under its permission; delete asks first. */
export function RecordActions({ rowName, editPermission, deletePermission, onEdit, onDelete, readOnly }: RecordActionsProps) {
  const { t } = useTranslation();
  const canEdit = usePermission(editPermission) && !readOnly;
  const canDelete = usePermission(deletePermission) && !readOnly;
  return (
    <Space size={0}>
      {canEdit && <Button type="link" icon={<EditOutlined />} aria-label={`${t('COMMON.ACTIONS.EDIT')} ${rowName}`} onClick={onEdit} />}
      {canDelete && (
        <Popconfirm
          title={t('CITIZEN.MEDICAL_FOLDER.DELETE.TITLE')}
          description={t('CITIZEN.MEDICAL_FOLDER.DELETE.MESSAGE')}
          okText={t('COMMON.ACTIONS.DELETE')}
          cancelText={t('COMMON.ACTIONS.CANCEL')}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button type="link" danger icon={<DeleteOutlined />} aria-label={`${t('COMMON.ACTIONS.DELETE')} ${rowName}`} />
        </Popconfirm>
      )}
    </Space>
  );
}
