import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { notify } from '@evax/shared/runtime';
import { SchemaForm, type FieldDefinition, type FormRules, type FormValues } from '@evax/shared/ui';

export interface RecordModalProps {
  open: boolean;
  title: string;
  fields: FieldDefinition[];
  initialValues: FormValues;
  rules?: FormRules;
  /** Sends the values; a refusal (e.g. "invalid height or perimeter metric") shows on its field. */
  onSave: (values: FormValues) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
  id: string;
}

/** A folder record's form in a dialog: Save shows spec 2 §4's "Votre action est bien enregistrée". */
export function RecordModal({ open, title, fields, initialValues, rules, onSave, onClose, onSaved, id }: RecordModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t(title)} onCancel={onClose} footer={null} destroyOnHidden>
      <SchemaForm
        id={id}
        fields={fields}
        initialValues={initialValues}
        rules={rules}
        submitLabel="COMMON.ACTIONS.SAVE"
        onCancel={onClose}
        onSubmit={async (values) => {
          await onSave(values);
          notify.success('COMMON.MESSAGES.SAVED');
          onSaved();
        }}
      />
    </Modal>
  );
}
