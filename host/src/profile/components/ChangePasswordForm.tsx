import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@evax/shared/contract';
import { validatePasswordChange } from '@evax/shared/validation';
import { FormButtons } from './FormButtons';
import { FormItem, bind } from './form-item';
import { notify } from '@evax/shared/runtime';
import { updatePassword } from '../profile-api';
import { SaveError } from './SaveError';
import { useProfileForm } from '../use-profile-form';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Current password, a new strong one that differs, its confirmation (spec 3 §5). */
export function ChangePasswordForm({ onSaved, onCancel }: { onSaved: () => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const { formik, saveError } = useProfileForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    rules: validatePasswordChange,
    save: async (values) => {
      await updatePassword(values);
      notify.success('PROFILE.PASSWORD.SAVED');
      onSaved();
    },
  });
  return (
    <Form layout="vertical" onFinish={() => formik.handleSubmit()} style={{ maxInlineSize: 560 }}>
      <SaveError error={saveError} />
      <FormItem formik={formik} name="currentPassword" labelKey="PROFILE.FIELDS.CURRENT_PASSWORD">
        <Input.Password {...bind(formik, 'currentPassword')} autoComplete="current-password" maxLength={LIMITS.passwordChangeMax} />
      </FormItem>
      <FormItem formik={formik} name="newPassword" labelKey="PROFILE.FIELDS.NEW_PASSWORD" extra={t('PROFILE.PASSWORD.RULE')}>
        <Input.Password {...bind(formik, 'newPassword')} autoComplete="new-password" maxLength={LIMITS.passwordChangeMax} />
      </FormItem>
      <FormItem formik={formik} name="confirmPassword" labelKey="PROFILE.FIELDS.CONFIRM_PASSWORD">
        <Input.Password {...bind(formik, 'confirmPassword')} autoComplete="new-password" maxLength={LIMITS.passwordChangeMax} />
      </FormItem>
      <FormButtons saving={formik.isSubmitting} onCancel={onCancel} />
    </Form>
  );
}
