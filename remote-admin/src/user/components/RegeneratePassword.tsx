import { useState } from 'react';
import { Button, Popconfirm, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@evax/shared/contract';
import { Can, invalidate, notify, useAuthStore } from '@evax/shared/runtime';
import { regeneratePassword, USER_KEY, type UserRecord } from '../api';

const T = 'ADMIN.USERS.REGENERATE';

/**
 * "Regenerate the password" on a user's page: a temporary password goes by SMS to the user's mobile
 * (never shown here), their sessions end, and their next sign-in must replace it.
 */
export function RegeneratePassword({ user }: { user: UserRecord }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // One's own password is changed from the profile (the API refuses it here).
  const me = useAuthStore((state) => state.currentUser?.pk);
  const regenerate = async () => {
    setBusy(true);
    try {
      const { phone } = await regeneratePassword(user.id);
      notify.success(`${T}.SENT`, { phone: `\u2066${phone}\u2069` });
      invalidate(USER_KEY);
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setBusy(false);
    }
  };
  if (user.id === me) return null;
  return (
    <Can permission={PERMISSIONS.admin.changeUser}>
      {user.phone ? (
        <Popconfirm
          title={t(`${T}.TITLE`)}
          description={t(`${T}.MESSAGE`, { name: user.username })}
          okText={t(`${T}.OK`)}
          cancelText={t('COMMON.ACTIONS.CANCEL')}
          onConfirm={regenerate}
        >
          <Button icon={<KeyOutlined />} loading={busy}>
            {t(`${T}.BUTTON`)}
          </Button>
        </Popconfirm>
      ) : (
        <Typography.Text type="secondary">{t(`${T}.NO_PHONE`)}</Typography.Text>
      )}
    </Can>
  );
}
