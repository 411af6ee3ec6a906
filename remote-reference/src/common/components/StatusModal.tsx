import { useState } from 'react';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router-dom';
import { toApiError, type ApiError } from '@evax/shared/runtime';

type StatusRoutesProps = Omit<StatusModalProps, 'activate'>;

/** A list's activate/{id} and deactivate/{id} sub-routes, each opening its confirmation. */
export function StatusModalRoutes(props: StatusRoutesProps) {
  return (
    <Routes>
      <Route path="activate/:id" element={<StatusModal activate {...props} />} />
      <Route path="deactivate/:id" element={<StatusModal activate={false} {...props} />} />
    </Routes>
  );
}

interface StatusModalProps {
  /** True: the activate confirmation; false: deactivate. */
  activate: boolean;
  /** The entity's call: POST …/{id}/activate or …/{id}/deactivate. */
  setActive: (id: string, active: boolean) => Promise<unknown>;
  /** The entity's texts: `${textPrefix}.ACTIVATE.TITLE`, `.MESSAGE`, `.OK` and the same under DEACTIVATE. */
  textPrefix: string;
  /** After a successful change. */
  onDone: () => void;
  onCancel: () => void;
}

/** …/activate/{id} and …/deactivate/{id} under a list path: the confirmation (spec 3 §2). */
export function StatusModal({ activate, setActive, textPrefix, onDone, onCancel }: StatusModalProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const prefix = `${textPrefix}.${activate ? 'ACTIVATE' : 'DEACTIVATE'}`;

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await setActive(id, activate);
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
