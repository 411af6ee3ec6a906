import { useMemo } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChildParent } from '@evax/shared/contract';
import { notify, personName, useLanguage } from '@evax/shared/runtime';
import { SchemaForm, type FieldDefinition } from '@evax/shared/ui';
import { yupRules } from '@evax/shared/validation';
import { updateCitizenPhone } from '../api';

/** What a phone field takes at most, as the API's schema (auth PHONE_INPUT_MAX, server side only). */
const PHONE_INPUT_MAX = 30;

/** Which parent (by name and role), and the new phone: spec 2 §5's valid phone; "not already registered" is the server's answer. */
function phoneFields(parents: readonly ChildParent[], roleName: (role: string) => string, language: Parameters<typeof personName>[1]): FieldDefinition[] {
  return [
    {
      type: 'select',
      name: 'citizen',
      label: 'CITIZEN.PHONE.CITIZEN',
      required: true,
      width: 24,
      props: { options: parents.map((parent) => ({ value: parent.id, label: `${personName(parent, language)} (${roleName(parent.role)})` })) },
    },
    {
      type: 'input',
      name: 'phone',
      label: 'CITIZEN.PHONE.PHONE',
      required: true,
      width: 24,
      validation: (schema) => yupRules.phone(schema.trim()),
      props: { inputType: 'tel', autoComplete: 'tel', dir: 'ltr', maxLength: PHONE_INPUT_MAX },
    },
  ];
}

export interface PhoneUpdateModalProps {
  open: boolean;
  parents: readonly ChildParent[];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * "Update citizen phone" of the card's edit menu: which parent, the new phone; the server's refusal
 * (a phone another citizen has) shows on the phone. Saved, the dialog closes.
 */
export function PhoneUpdateModal({ open, parents, onClose, onSaved }: PhoneUpdateModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const first = parents[0];
  const fields = useMemo(() => phoneFields(parents, (role) => t(`CITIZEN.PARENTS.ROLES.${role}`), language), [parents, t, language]);
  return (
    <Modal open={open} title={t('CITIZEN.PHONE.TITLE')} onCancel={onClose} footer={null} destroyOnHidden>
      <SchemaForm
        id="phone-update"
        fields={fields}
        initialValues={{ citizen: first?.id ?? null, phone: first?.phone ?? '' }}
        submitLabel="COMMON.ACTIONS.SAVE"
        onCancel={onClose}
        onSubmit={async (values) => {
          await updateCitizenPhone({ citizen: Number(values.citizen), phone: String(values.phone).trim() });
          notify.success('CITIZEN.PHONE.SAVED');
          onSaved();
          onClose();
        }}
      />
    </Modal>
  );
}
