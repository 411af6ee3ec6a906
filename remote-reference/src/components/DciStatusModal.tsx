import { useState } from 'react';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { toApiError, type ApiError } from '@evax/shared/runtime';
import { setDciActive } from '../api/dci-api';

interface DciStatusModalProps {
  /** True: the activate confirmation; false: deactivate. */
  activate: boolean;
  /** After a successful change. */
  onDone: () => void;
  onCancel: () => void;
}

/** /admin/dci/activate/{id} and /admin/dci/deactivate/{id}: the confirmation (spec 3 §2). */
export function DciStatusModal({ activate, onDone, onCancel }: DciStatusModalProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const prefix = activate ? 'REFERENCE.DCI.ACTIVATE' : 'REFERENCE.DCI.DEACTIVATE';

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await setDciActive(id, activate);
      setBusy(false);
      onDone();
    } catch (failure) {
      setBusy(false);
      setError(toApiError(failure));
    }
  };

  return (
    <Modal
      open
      title={t(`${prefix}.TITLE`)}
      okText={t(`${prefix}.OK`)}
      cancelText={t('REFERENCE.ACTIONS.CANCEL')}
      okButtonProps={{ danger: !activate }}
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <p>{t(`${prefix}.MESSAGE`)}</p>
      {error && <Alert type="error" showIcon title={t(error.key)} />}
    </Modal>
  );
}
