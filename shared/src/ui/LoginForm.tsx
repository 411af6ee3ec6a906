import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_ERROR_KEYS, ERROR_CODES, type LoginRequest, type LoginResponse } from '@evax/shared/contract';
import { formatDuration, signIn, toApiError, useLanguage } from '@evax/shared/runtime';

interface LoginFormProps {
  /** Called once the session is kept (the store change alone re-renders signed-in routes). */
  onSignedIn?: (response: LoginResponse) => void;
  /** The bot check (invisible_recapcha): a fresh token for each attempt; absent when it is off. */
  getBotToken?: () => Promise<string>;
}

type Failure = { key: string; lockedUntil: number | null };

/**
 * Username and password; a refusal shows the server's error key, translated (102, 105, ...).
 * A lock-out ('Max Attempts', 108) also says how long is left, counting down.
 */
export function LoginForm({ onSignedIn, getBotToken }: LoginFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (credentials: LoginRequest) => {
    setSubmitting(true);
    setFailure(null);
    try {
      let recaptcha: string | undefined;
      if (getBotToken) {
        try {
          recaptcha = await getBotToken();
        } catch {
          setFailure({ key: ACCOUNT_ERROR_KEYS.CAPTCHA_FAILED, lockedUntil: null });
          setSubmitting(false);
          return;
        }
      }
      const response = await signIn(recaptcha === undefined ? credentials : { ...credentials, recaptcha });
      onSignedIn?.(response);
    } catch (error) {
      const apiError = toApiError(error);
      const retryAfter = apiError.envelope?.errorCode === ERROR_CODES.MAX_ATTEMPTS ? apiError.envelope.retryAfter : undefined;
      setFailure({ key: apiError.key, lockedUntil: retryAfter === undefined ? null : Date.now() + retryAfter * 1000 });
      setSubmitting(false);
    }
  };

  return (
    <Form<LoginRequest> layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting} autoComplete="on">
      {failure && (
        <Alert
          type="error"
          showIcon
          title={t(failure.key)}
          description={failure.lockedUntil !== null && <LockOutCountdown until={failure.lockedUntil} />}
          role="alert"
          style={{ marginBlockEnd: 16 }}
        />
      )}
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

/** "Try again in 4 minutes", then "You may try again" once the block is over. */
function LockOutCountdown({ until }: { until: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.ceil((until - now) / 1000);
  const running = left > 0;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return <span data-testid="lock-out-time">{left > 0 ? t('AUTH.LOGIN.RETRY_IN', { time: formatDuration(left, language) }) : t('AUTH.LOGIN.RETRY_NOW')}</span>;
}
