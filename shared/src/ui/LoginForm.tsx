import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LoginRequest, LoginResponse } from '@evax/shared/contract';
import { signIn, toApiError } from '@evax/shared/runtime';

interface LoginFormProps {
  /** Called once the session is kept (the store change alone re-renders signed-in routes). */
  onSignedIn?: (response: LoginResponse) => void;
}

/** Username and password; a refusal shows the server's error key, translated. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (credentials: LoginRequest) => {
    setSubmitting(true);
    setErrorKey(null);
    try {
      const response = await signIn(credentials);
      onSignedIn?.(response);
    } catch (error) {
      setErrorKey(toApiError(error).key);
      setSubmitting(false);
    }
  };

  return (
    <Form<LoginRequest> layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting} autoComplete="on">
      {errorKey && <Alert type="error" showIcon title={t(errorKey)} role="alert" style={{ marginBlockEnd: 16 }} />}
      <Form.Item name="username" label={t('AUTH.LOGIN.USERNAME')} rules={[{ required: true, whitespace: true, message: t('AUTH.LOGIN.USERNAME_REQUIRED') }]}>
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('AUTH.LOGIN.PASSWORD')} rules={[{ required: true, message: t('AUTH.LOGIN.PASSWORD_REQUIRED') }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('AUTH.LOGIN.SUBMIT')}
      </Button>
    </Form>
  );
}
