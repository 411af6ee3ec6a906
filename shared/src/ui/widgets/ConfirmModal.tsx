import { useState, type ReactNode } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Runs on confirm; the modal shows a spinner until it settles and stays open if it throws. */
  onConfirm: () => unknown;
  onCancel: () => void;
  /** Red confirm button (delete, archive). */
  danger?: boolean;
  confirmKey?: string;
}

/** A yes/no question before an action (archive, delete...), with Cancel and Confirm. */
export function ConfirmModal({ open, title, children, onConfirm, onCancel, danger = false, confirmKey = 'GENERAL.CONFIRM' }: ConfirmModalProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onCancel}
      okText={t(confirmKey)}
      cancelText={t('GENERAL.CANCEL')}
      okButtonProps={{ danger, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      maskClosable={!busy}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
