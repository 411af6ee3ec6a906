import type { ReactNode } from 'react';
import { Form, Input, Select } from 'antd';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { ChildParent } from '@evax/shared/contract';
import { notify, personName, useLanguage } from '@evax/shared/runtime';
import { ModalForm, useFormMessage } from '@evax/shared/ui';
import { RULE_MESSAGES, yupRules } from '@evax/shared/validation';
import { updateCitizenPhone } from '../api/children-api';
import { numberInputStyle } from './LtrText';

/** What a phone field takes at most, as the API's schema (auth PHONE_INPUT_MAX, server side only). */
const PHONE_INPUT_MAX = 30;

interface PhoneValues {
  citizen: number | null;
  phone: string;
}

/** Spec 2 §5: a valid phone (optional prefix, then 2, 3 and 3 digits); "not already registered" is the server's answer. */
const PHONE_RULES = yup.object({
  citizen: yup.number().nullable().required(RULE_MESSAGES.required),
  phone: yupRules.phone(yupRules.required(yup.string().trim())),
});

/** A field's label, control and message (the rule's, or the server's: already registered). */
function PhoneFormItem({ name, label, children }: { name: keyof PhoneValues; label: string; children: ReactNode }) {
  const [, meta] = useField(name);
  const translate = useFormMessage();
  const message = meta.touched && meta.error ? translate(meta.error) : undefined;
  return (
    <Form.Item label={label} required validateStatus={message ? 'error' : undefined} help={message} htmlFor={`phone-update-${name}`} layout="vertical">
      {children}
    </Form.Item>
  );
}

function CitizenSelect({ parents }: { parents: readonly ChildParent[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [field, , helpers] = useField<number | null>('citizen');
  return (
    <Select<number>
      id="phone-update-citizen"
      value={field.value ?? undefined}
      onChange={(value) => void helpers.setValue(value)}
      options={parents.map((parent) => ({ value: parent.id, label: `${personName(parent, language)} (${t(`CITIZEN.PARENTS.ROLES.${parent.role}`)})` }))}
    />
  );
}

function PhoneInput() {
  const [field] = useField<string>('phone');
  const language = useLanguage();
  return (
    <Input {...field} id="phone-update-phone" dir="ltr" style={numberInputStyle(language)} inputMode="tel" autoComplete="tel" maxLength={PHONE_INPUT_MAX} />
  );
}

export interface PhoneUpdateModalProps {
  open: boolean;
  parents: readonly ChildParent[];
  onClose: () => void;
  onSaved: () => void;
}

/** "Update citizen phone" of the card's edit menu: which parent, the new phone; the server's refusal shows on the phone. */
export function PhoneUpdateModal({ open, parents, onClose, onSaved }: PhoneUpdateModalProps) {
  const { t } = useTranslation();
  const first = parents[0];
  return (
    <ModalForm<PhoneValues>
      open={open}
      title={t('CITIZEN.PHONE.TITLE')}
      initialValues={{ citizen: first?.id ?? null, phone: first?.phone ?? '' }}
      validationSchema={PHONE_RULES}
      onSubmit={async ({ citizen, phone }) => {
        await updateCitizenPhone({ citizen: citizen!, phone: phone.trim() });
        notify.success('CITIZEN.PHONE.SAVED');
        onSaved();
      }}
      onClose={onClose}
    >
      {() => (
        <>
          <PhoneFormItem name="citizen" label={t('CITIZEN.PHONE.CITIZEN')}>
            <CitizenSelect parents={parents} />
          </PhoneFormItem>
          <PhoneFormItem name="phone" label={t('CITIZEN.PHONE.PHONE')}>
            <PhoneInput />
          </PhoneFormItem>
        </>
      )}
    </ModalForm>
  );
}
