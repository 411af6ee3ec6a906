import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@evax/shared/contract';
import { toApiError } from '@evax/shared/runtime';
import { showServerFieldErrors } from '../server-field-errors';
import { resetPasswordWithToken } from '../sign-in-api';
import { AuthPanelText } from './AuthPageFrame';
import { NEW_PASSWORD_FIELDS, NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';

/** Step 3: the new password with the reset token; an expired or used token (106) sends back to step 1 saying so. */
export function ForgotNewPasswordStep({ token, onDone, onStartAgain }: { token: string; onDone: () => void; onStartAgain: (reason: string | null) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewPasswordValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async ({ newPassword }: NewPasswordValues) => {
    setSaving(true);
    setFailure(null);
    try {
      await resetPasswordWithToken(token, newPassword);
      onDone();
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.envelope?.errorCode === ERROR_CODES.RESET_PASSWORD_FAILED) return onStartAgain(t(apiError.key));
      if (!showServerFieldErrors(form, error, t, NEW_PASSWORD_FIELDS)) setFailure(t(apiError.key));
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={saving}>
      <AuthPanelText>{t('AUTH.FORGOT.PASSWORD_DESC')}</AuthPanelText>
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBlockEnd: 16 }} />}
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block loading={saving}>
        {t('AUTH.PASSWORD.SUBMIT')}
      </Button>
    </Form>
  );
}
