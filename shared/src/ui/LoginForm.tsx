import { useEffect, useState, type ChangeEvent, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Input, theme } from 'antd';
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
type FieldName = keyof Pick<LoginRequest, 'username' | 'password'>;

/** Each field's rule and the key of its message: a username of spaces is none. */
const REQUIRED: Record<FieldName, { message: string; missing: (value: string) => boolean }> = {
  username: { message: 'AUTH.LOGIN.USERNAME_REQUIRED', missing: (value) => value.trim() === '' },
  password: { message: 'AUTH.LOGIN.PASSWORD_REQUIRED', missing: (value) => value === '' },
};

/**
 * Username and password; a refusal shows the server's error key, translated (102, 105, ...).
 * A lock-out ('Max Attempts', 108) also says how long is left, counting down.
 * A plain form rather than antd's Form (its store, validator and grid: about 20 KB gz): the sign-in
 * page, the first anyone loads, has two required fields; the look is antd's vertical form's.
 */
export function LoginForm({ onSignedIn, getBotToken }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<FieldName, string>>({ username: '', password: '' });
  // A field's rule shows once it was typed in, or the form submitted (as antd's Form does).
  const [checked, setChecked] = useState<Record<FieldName, boolean>>({ username: false, password: false });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const invalid = (field: FieldName) => checked[field] && REQUIRED[field].missing(values[field]);

  const change = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setChecked((current) => ({ ...current, [field]: true }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setChecked({ username: true, password: true });
    if (REQUIRED.username.missing(values.username) || REQUIRED.password.missing(values.password)) return;
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
      const credentials: LoginRequest = { username: values.username, password: values.password };
      const response = await signIn(recaptcha === undefined ? credentials : { ...credentials, recaptcha });
      onSignedIn?.(response);
    } catch (error) {
      const apiError = toApiError(error);
      const retryAfter = apiError.envelope?.errorCode === ERROR_CODES.MAX_ATTEMPTS ? apiError.envelope.retryAfter : undefined;
      setFailure({ key: apiError.key, lockedUntil: retryAfter === undefined ? null : Date.now() + retryAfter * 1000 });
      setSubmitting(false);
    }
  };

  const fieldProps = (field: FieldName) => ({
    id: field,
    name: field,
    value: values[field],
    onChange: change(field),
    disabled: submitting,
    status: invalid(field) ? ('error' as const) : undefined,
    'aria-required': true,
    'aria-invalid': invalid(field),
    'aria-describedby': invalid(field) ? `${field}_help` : undefined,
  });

  return (
    <form onSubmit={submit} noValidate autoComplete="on">
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
      <FormField name="username" label={t('AUTH.LOGIN.USERNAME')} error={invalid('username') ? t(REQUIRED.username.message) : null}>
        <Input {...fieldProps('username')} prefix={<UserOutlined />} autoComplete="username" autoFocus />
      </FormField>
      <FormField name="password" label={t('AUTH.LOGIN.PASSWORD')} error={invalid('password') ? t(REQUIRED.password.message) : null}>
        <Input.Password {...fieldProps('password')} prefix={<LockOutlined />} autoComplete="current-password" />
      </FormField>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('AUTH.LOGIN.SUBMIT')}
      </Button>
    </form>
  );
}

/** A label above its field and, when the field breaks its rule, the message under it (antd's vertical form item). */
function FormField({ name, label, error, children }: { name: FieldName; label: string; error: string | null; children: ReactNode }) {
  const { token } = theme.useToken();
  const text: CSSProperties = { fontSize: token.fontSize, lineHeight: token.lineHeight };
  return (
    <div style={{ marginBlockEnd: error ? 0 : token.marginLG }}>
      <label htmlFor={name} style={{ ...text, display: 'block', paddingBlockEnd: token.paddingXS, color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${name}_help`} role="alert" style={{ ...text, minHeight: token.marginLG, color: token.colorError }}>
          {error}
        </div>
      )}
    </div>
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
