import { Form, Input } from 'antd';
import { LIMITS, type CurrentUser } from '@evax/shared/contract';
import { validateAccountInformation } from '@evax/shared/validation';
import { FormButtons } from './FormButtons';
import { FormItem, bind } from './form-item';
import { notify } from '@evax/shared/runtime';
import { updateMe } from '../profile-api';
import { SaveError } from './SaveError';
import { useProfileForm } from '../use-profile-form';

interface AccountValues {
  email: string;
  username: string;
  currentPassword: string;
}

/** E-mail and user name, with the current password (spec 3 §5 account information). */
export function AccountInformationForm({ user, onSaved, onCancel }: { user: CurrentUser; onSaved: () => void; onCancel?: () => void }) {
  const { formik, saveError } = useProfileForm<AccountValues>({
    initialValues: { email: user.email ?? '', username: user.username, currentPassword: '' },
    rules: validateAccountInformation,
    save: async (values) => {
      await updateMe({ email: values.email.trim(), username: values.username.trim(), currentPassword: values.currentPassword });
      notify.success('PROFILE.ACCOUNT.SAVED');
      onSaved();
    },
  });
  return (
    <Form layout="vertical" onFinish={() => formik.handleSubmit()} style={{ maxInlineSize: 560 }}>
      <SaveError error={saveError} />
      <FormItem formik={formik} name="email" labelKey="PROFILE.FIELDS.EMAIL">
        <Input {...bind(formik, 'email')} inputMode="email" autoComplete="email" maxLength={LIMITS.emailMax} dir="ltr" />
      </FormItem>
      <FormItem formik={formik} name="username" labelKey="PROFILE.FIELDS.USERNAME">
        <Input {...bind(formik, 'username')} autoComplete="username" maxLength={LIMITS.usernameMax} dir="ltr" />
      </FormItem>
      <FormItem formik={formik} name="currentPassword" labelKey="PROFILE.FIELDS.CURRENT_PASSWORD">
        <Input.Password {...bind(formik, 'currentPassword')} autoComplete="current-password" />
      </FormItem>
      <FormButtons saving={formik.isSubmitting} onCancel={onCancel} />
    </Form>
  );
}
