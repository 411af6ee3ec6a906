import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FOLDER_CLOSE_REASON } from '@evax/shared/contract';
import { invalidate, notify, useLanguage } from '@evax/shared/runtime';
import { SchemaForm, type FieldDefinition, type FormRules } from '@evax/shared/ui';
import { closeFolder } from '../api';
import { folderKey } from '../resource-keys';

const FIELDS: FieldDefinition[] = [
  {
    type: 'textarea',
    name: 'reason',
    label: 'CITIZEN.MEDICAL_FOLDER.CLOSE.REASON',
    required: true,
    width: 24,
    props: { maxLength: FOLDER_CLOSE_REASON.max, rows: 3 },
  },
  { type: 'checkbox', name: 'confirmIrreversible', required: true, width: 24, props: { text: 'CITIZEN.MEDICAL_FOLDER.CLOSE.CONFIRM' } },
];

const rules: FormRules = (values) => {
  const problems: Record<string, string> = {};
  if (String(values.reason ?? '').trim().length < FOLDER_CLOSE_REASON.min) problems.reason = 'ERROR.CODE.VALIDATION.TOO_SHORT';
  if (values.confirmIrreversible !== true) problems.confirmIrreversible = 'CITIZEN.MEDICAL_FOLDER.CLOSE.CONFIRM_REQUIRED';
  return problems;
};

export interface CloseFolderModalProps {
  evaxNumber: string;
  open: boolean;
  onClose: () => void;
}

/**
 * "Close medical folder" of the card's edit menu (spec 2 §4: irreversible): a reason and an
 * explicit confirmation; the server refuses a folder already closed.
 */
export function CloseFolderModal({ evaxNumber, open, onClose }: CloseFolderModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Modal open={open} title={t('CITIZEN.MEDICAL_FOLDER.CLOSE.TITLE')} onCancel={onClose} footer={null} destroyOnHidden>
      <Alert type="warning" showIcon title={t('CITIZEN.MEDICAL_FOLDER.CLOSE.WARNING')} style={{ marginBottom: 16 }} />
      <SchemaForm
        id="close-folder"
        fields={FIELDS}
        initialValues={{ reason: '', confirmIrreversible: false }}
        rules={rules}
        submitLabel="CITIZEN.MEDICAL_FOLDER.CLOSE.SUBMIT"
        onCancel={onClose}
        onSubmit={async (values) => {
          await closeFolder(evaxNumber, language, { reason: String(values.reason).trim(), confirmIrreversible: true });
          notify.success('CITIZEN.MEDICAL_FOLDER.CLOSE.DONE');
          invalidate(folderKey(evaxNumber));
          onClose();
        }}
      />
    </Modal>
  );
}
