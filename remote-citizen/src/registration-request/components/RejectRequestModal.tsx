import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_ERROR_KEYS, REJECTION_COMMENT_MAX, REJECTION_REASONS, type RejectRequest } from '@evax/shared/contract';
import { SchemaForm, type FieldDefinition, type FormRules } from '@evax/shared/ui';

const FIELDS: FieldDefinition[] = [
  {
    type: 'select',
    name: 'reason',
    label: 'CITIZEN.REGISTRATION.FIELDS.REASON',
    required: true,
    width: 24,
    props: { options: REJECTION_REASONS.map((reason) => ({ value: reason, label: `CITIZEN.REGISTRATION.REASONS.${reason}` })) },
  },
  {
    type: 'textarea',
    name: 'comment',
    label: 'CITIZEN.REGISTRATION.FIELDS.COMMENT',
    width: 24,
    props: { maxLength: REJECTION_COMMENT_MAX, rows: 3 },
  },
];

/** A comment is required with the reason "other" (the API checks it too). */
const rules: FormRules = (values) => {
  const problems: Record<string, string> = {};
  if (values.reason === 'other' && !String(values.comment ?? '').trim()) problems.comment = REGISTRATION_ERROR_KEYS.commentRequired;
  return problems;
};

export interface RejectRequestModalProps {
  open: boolean;
  onReject: (body: RejectRequest) => Promise<unknown>;
  onClose: () => void;
}

/** Reject: a reason from the list, or "other" with free text; a server refusal shows on its field. */
export function RejectRequestModal({ open, onReject, onClose }: RejectRequestModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('CITIZEN.REGISTRATION.REJECT.TITLE')} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph>{t('CITIZEN.REGISTRATION.REJECT.MESSAGE')}</Typography.Paragraph>
      <SchemaForm
        id="reject-request"
        fields={FIELDS}
        initialValues={{ reason: '', comment: '' }}
        rules={rules}
        submitLabel="CITIZEN.REGISTRATION.ACTIONS.REJECT"
        onCancel={onClose}
        onSubmit={async (values) => {
          const comment = String(values.comment ?? '').trim();
          await onReject({ reason: values.reason as RejectRequest['reason'], comment: comment || null });
        }}
      />
    </Modal>
  );
}
