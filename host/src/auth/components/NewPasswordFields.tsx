import { Form, Input, theme } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@evax/shared/contract';
import { confirmPasswordErrors, newPasswordErrors } from '@evax/shared/validation';

/** The fields a server's 400 may name. */
export const NEW_PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export interface NewPasswordValues {
  currentPassword?: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * New password and its confirmation, judged by the shared rule the API applies too (strong,
 * 50 at most, different from the current one); with `askCurrent`, the current password first.
 */
export function NewPasswordFields({ askCurrent = false }: { askCurrent?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const judged = (errors: FieldError[]) => (errors.length === 0 ? Promise.resolve() : Promise.reject(new Error(t(errors[0]!.key, errors[0]!.params))));
  return (
    <>
      <p style={{ marginBlock: '0 16px', fontSize: 12, color: token.colorTextTertiary }}>{t('AUTH.PASSWORD.RULE')}</p>
      {askCurrent && (
        <Form.Item name="currentPassword" label={t('AUTH.PASSWORD.CURRENT')} rules={[{ required: true, message: t('ERROR.CODE.VALIDATION.REQUIRED') }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item
        name="newPassword"
        label={t('AUTH.PASSWORD.NEW')}
        dependencies={askCurrent ? ['currentPassword'] : []}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value?: string) => judged(newPasswordErrors(value, getFieldValue('currentPassword') as string | undefined)),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('AUTH.PASSWORD.CONFIRM')}
        dependencies={['newPassword']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value?: string) => judged(confirmPasswordErrors(value, getFieldValue('newPassword') as string | undefined)),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
