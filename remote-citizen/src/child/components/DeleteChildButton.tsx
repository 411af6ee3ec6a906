import { useState } from 'react';
import { Alert, Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type ChildDetail } from '@evax/shared/contract';
import { Can, personName, toApiError, useLanguage } from '@evax/shared/runtime';
import { ConfirmModal } from '@evax/shared/ui';
import { deleteChild } from '../api';

/**
 * Delete behind a confirmation (delete-children). The server refuses a child with recorded
 * vaccinations: its message shows in the dialog, which stays open.
 */
export function DeleteChildButton({ child, onDeleted }: { child: ChildDetail; onDeleted: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  const confirm = async () => {
    setRefusal(null);
    try {
      await deleteChild(child.evaxNumber, language);
    } catch (failure) {
      setRefusal(toApiError(failure).key);
      throw failure;
    }
    close();
    onDeleted();
  };
  return (
    <Can permission={PERMISSIONS.citizen.deleteChild}>
      <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        {t('CITIZEN.CHILD.DELETE.BUTTON')}
      </Button>
      <ConfirmModal open={open} danger title={t('CITIZEN.CHILD.DELETE.TITLE')} confirmKey="CITIZEN.CHILD.DELETE.BUTTON" onConfirm={confirm} onCancel={close}>
        <p>{t('CITIZEN.CHILD.DELETE.MESSAGE', { name: personName(child, language), evaxNumber: child.evaxNumber })}</p>
        {refusal && <Alert type="error" showIcon title={t(refusal)} data-testid="child-delete-refusal" />}
      </ConfirmModal>
    </Can>
  );
}
