import { useState } from 'react';
import { Alert, Button, Form, Input, Segmented } from 'antd';
import { PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { type ForgotPasswordRequest, type OtpRequestResponse } from '@evax/shared/contract';
import { toApiError, useLanguage, formatDuration } from '@evax/shared/runtime';
import { isValidPhone } from '@evax/shared/validation';
import { requestResetCode } from '../sign-in-api';
import { AuthPanelText } from './AuthPageFrame';

type Way = 'username' | 'phone';

/** Step 1: the user name or the phone number; the server sends a code when an account matches (and says the same otherwise). */
export function ForgotIdentifyStep({ onSent }: { onSent: (request: OtpRequestResponse) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [way, setWay] = useState<Way>('username');
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (values: { username?: string; phone?: string }) => {
    setSending(true);
    setFailure(null);
    try {
      const request: ForgotPasswordRequest = way === 'username' ? { username: values.username!.trim() } : { phone: values.phone!.trim() };
      onSent(await requestResetCode(request));
    } catch (error) {
      const apiError = toApiError(error);
      const retryAfter = apiError.envelope?.retryAfter;
      setFailure(retryAfter ? `${t(apiError.key)} ${t('AUTH.LOGIN.RETRY_IN', { time: formatDuration(retryAfter, language) })}` : t(apiError.key));
      setSending(false);
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={sending}>
      <AuthPanelText>{t('AUTH.FORGOT.IDENTIFY_DESC')}</AuthPanelText>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBlockEnd: 16 }} />}
      <Form.Item>
        <Segmented<Way>
          block
          value={way}
          onChange={setWay}
          options={[
            { value: 'username', label: t('AUTH.FORGOT.BY_USERNAME'), icon: <UserOutlined /> },
            { value: 'phone', label: t('AUTH.FORGOT.BY_PHONE'), icon: <PhoneOutlined /> },
          ]}
        />
      </Form.Item>
      {way === 'username' ? (
        <Form.Item name="username" label={t('AUTH.LOGIN.USERNAME')} rules={[{ required: true, whitespace: true, message: t('AUTH.LOGIN.USERNAME_REQUIRED') }]}>
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
        </Form.Item>
      ) : (
        <Form.Item
          name="phone"
          label={t('AUTH.FORGOT.PHONE')}
          rules={[
            {
              validator: (_, value?: string) => (value && isValidPhone(value) ? Promise.resolve() : Promise.reject(new Error(t('AUTH.FORGOT.PHONE_INVALID')))),
            },
          ]}
        >
          <Input prefix={<PhoneOutlined />} autoComplete="tel" inputMode="tel" dir="ltr" autoFocus />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={sending}>
        {t('AUTH.FORGOT.SEND_CODE')}
      </Button>
    </Form>
  );
}
