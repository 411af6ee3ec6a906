import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@evax/shared/contract';
import { usePermission } from '@evax/shared/runtime';

const { citizen } = PERMISSIONS;

export interface ChildEditMenuProps {
  hasParents: boolean;
  /** A closed folder is not offered for closing again. */
  folderClosed: boolean;
  onUpdatePhone: () => void;
  onCloseFolder: () => void;
  /** "Correct the child's record" (issue 30, edit-children). */
  onEdit: () => void;
}

/**
 * The card's edit menu (spec 2 §2): "correct the child's record" (with edit-children, issue 30), "update citizen phone" (with edit-citizen-phone, once the child
 * has a parent) and "close medical folder" (with close-medical-folder, while the folder is open).
 * Nothing when the user may do neither.
 */
export function ChildEditMenu({ hasParents, folderClosed, onUpdatePhone, onCloseFolder, onEdit }: ChildEditMenuProps) {
  const { t } = useTranslation();
  const canEditPhone = usePermission(citizen.editCitizenPhone);
  const canCloseFolder = usePermission(citizen.closeMedicalFolder);
  const canEdit = usePermission(citizen.editChild);
  const items: NonNullable<MenuProps['items']> = [];
  if (canEdit) items.push({ key: 'edit', label: t('CITIZEN.CHILD.MENU.EDIT') });
  if (canEditPhone) {
    items.push({
      key: 'update-phone',
      disabled: !hasParents,
      label: hasParents ? (
        t('CITIZEN.CHILD.MENU.UPDATE_PHONE')
      ) : (
        <Tooltip title={t('CITIZEN.CHILD.MENU.NO_PARENT')}>{t('CITIZEN.CHILD.MENU.UPDATE_PHONE')}</Tooltip>
      ),
    });
  }
  if (canCloseFolder && !folderClosed) {
    items.push({ key: 'close-folder', danger: true, label: t('CITIZEN.CHILD.MENU.CLOSE_FOLDER') });
  }
  if (items.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => (key === 'edit' ? onEdit() : key === 'update-phone' ? onUpdatePhone() : onCloseFolder()) }}
    >
      <Button data-testid="child-edit-menu">
        {t('CITIZEN.CHILD.MENU.TITLE')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
