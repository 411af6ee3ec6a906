import { useState, type CSSProperties } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { CreatePrivateProfessionalRequest, FieldError, ProfessionalIdentity } from '@evax/shared/contract';
import { toApiError } from '@evax/shared/runtime';
import { cnomNumberErrors, emailErrors, nameErrors, phoneErrors } from '@evax/shared/validation';
import { showServerFieldErrors } from '../server-field-errors';
import { createPrivateProfessional } from './professional-body-api';

/** Two fields a row (first and last name, e-mail and phone), one on a phone. */
const PAIRS: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 12 };

type Values = Omit<CreatePrivateProfessionalRequest, 'token'>;

interface Props {
  /** The provider's ID token: the API checks it again and takes the identity from it. */
  token: string;
  identity: ProfessionalIdentity;
}

/**
 * First sign-in of a professional the portal does not know yet: the details the provider gave,
 * to check and complete, then createPrivateHealthcareProfessional and its session.
 */
export function ProfessionalRegistrationForm({ token, identity }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // The shared rules, the API's too: empty optional fields are not sent.
  const rule = (check: (value: string) => FieldError[], required: boolean): Rule => ({
    validator: async (_, value?: string) => {
      const text = value?.trim() ?? '';
      if (!text && !required) return;
      const [first] = check(text);
      if (first) throw new Error(t(first.key, first.params));
    },
  });

  const submit = async (values: Values) => {
    setSubmitting(true);
    setErrorKey(null);
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === 'string' && value.trim()));
    try {
      await createPrivateProfessional({ ...filled, token });
    } catch (error) {
      setErrorKey(showServerFieldErrors(form, error, t) ? null : toApiError(error).key);
      setSubmitting(false);
    }
  };

  const field = (name: keyof Values, label: string, rules: Rule[], dir?: 'rtl' | 'ltr') => (
    <Form.Item name={name} label={t(label)} rules={rules}>
      <Input dir={dir} />
    </Form.Item>
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={submitting}
      onFinish={submit}
      initialValues={{ firstNameFr: identity.firstName ?? '', lastNameFr: identity.lastName ?? '', email: identity.email ?? '', phone: identity.phone ?? '' }}
    >
      {errorKey && <Alert type="error" showIcon title={t(errorKey)} role="alert" style={{ marginBlockEnd: 16 }} />}
      <div style={PAIRS}>
        {field('firstNameFr', 'OIDC.REGISTER.FIRST_NAME_FR', [rule((value) => nameErrors(value, 'fr'), true)], 'ltr')}
        {field('lastNameFr', 'OIDC.REGISTER.LAST_NAME_FR', [rule((value) => nameErrors(value, 'fr'), true)], 'ltr')}
        {field('firstNameAr', 'OIDC.REGISTER.FIRST_NAME_AR', [rule((value) => nameErrors(value, 'ar'), false)], 'rtl')}
        {field('lastNameAr', 'OIDC.REGISTER.LAST_NAME_AR', [rule((value) => nameErrors(value, 'ar'), false)], 'rtl')}
        {field('email', 'OIDC.REGISTER.EMAIL', [rule(emailErrors, false)], 'ltr')}
        {field('phone', 'OIDC.REGISTER.PHONE', [rule(phoneErrors, false)], 'ltr')}
      </div>
      {field('cnomNumber', 'OIDC.REGISTER.CNOM_NUMBER', [rule(cnomNumberErrors, false)], 'ltr')}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('OIDC.REGISTER.SUBMIT')}
      </Button>
    </Form>
  );
}
