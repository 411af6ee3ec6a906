import { useEffect, useState } from 'react';
import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DELAYS_MS, SHELL_ROUTES } from '@evax/shared/contract';
import { permissionSubjectOf, toApiError, useAuthStore } from '@evax/shared/runtime';
import { pathAfterPasswordChange } from '../after-password';
import { showServerFieldErrors } from '../server-field-errors';
import { changePasswordSignedIn } from '../sign-in-api';
import { AuthPageFrame, AuthPanelText } from '../components/AuthPageFrame';
import { AuthPanelLink } from '../components/AuthPanelLink';
import { NEW_PASSWORD_FIELDS, NewPasswordFields, type NewPasswordValues } from '../components/NewPasswordFields';

/**
 * /admin/reset-password (spec 1 §2.3): the new-password screen. A user whose firstLogin flag
 * says so sees it instead of any page; others must also give their current password. Sends the
 * non-empty password fields (never the confirmation) plus the user id; on success a message,
 * then after 3 s the vaccination area for who may view it, else home.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewPasswordValues>();
  const firstLogin = useAuthStore((state) => state.currentUser?.firstLogin ?? false);
  const [askCurrent] = useState(!firstLogin);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [nextPath, setNextPath] = useState<string | null>(null);

  useEffect(() => {
    if (nextPath === null) return undefined;
    const timer = setTimeout(() => navigate(nextPath, { replace: true }), DELAYS_MS.redirectAfterReset);
    return () => clearTimeout(timer);
  }, [nextPath, navigate]);

  const submit = async ({ currentPassword, newPassword }: NewPasswordValues) => {
    setSaving(true);
    setFailure(null);
    try {
      await changePasswordSignedIn({ currentPassword, newPassword });
      setNextPath(pathAfterPasswordChange(permissionSubjectOf(useAuthStore.getState())));
    } catch (error) {
      if (!showServerFieldErrors(form, error, t, NEW_PASSWORD_FIELDS)) setFailure(toApiError(error).key);
      setSaving(false);
    }
  };

  return (
    <AuthPageFrame title={t('AUTH.RESET.TITLE')}>
      {nextPath !== null ? (
        <Alert type="success" showIcon role="status" title={t('AUTH.RESET.SUCCESS')} />
      ) : (
        <>
          <AuthPanelText>{t(askCurrent ? 'AUTH.RESET.CHANGE_DESC' : 'AUTH.RESET.FIRST_LOGIN_DESC')}</AuthPanelText>
          {failure && <Alert type="error" showIcon role="alert" title={t(failure)} style={{ marginBlockEnd: 16 }} />}
          <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={saving}>
            <NewPasswordFields askCurrent={askCurrent} />
            <Button type="primary" htmlType="submit" block loading={saving}>
              {t('AUTH.PASSWORD.SUBMIT')}
            </Button>
          </Form>
          <AuthPanelLink to={SHELL_ROUTES.logout}>{t('AUTH.RESET.BACK_TO_LOGIN')}</AuthPanelLink>
        </>
      )}
    </AuthPageFrame>
  );
}
