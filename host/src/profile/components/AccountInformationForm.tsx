import { LIMITS, type CurrentUser } from '@evax/shared/contract';
import { notify } from '@evax/shared/runtime';
import { SchemaForm, type FieldDefinition, type FormValues } from '@evax/shared/ui';
import { validateAccountInformation, type AccountInformationValues } from '@evax/shared/validation';
import { updateMe } from '../profile-api';
import { PROFILE_FORM, passwordField, profileField } from './profile-form';

const FIELDS: FieldDefinition[] = [
  profileField('email', 'PROFILE.FIELDS.EMAIL', { autoComplete: 'email', maxLength: LIMITS.emailMax, dir: 'ltr' }),
  profileField('username', 'PROFILE.FIELDS.USERNAME', { autoComplete: 'username', maxLength: LIMITS.usernameMax, dir: 'ltr' }),
  passwordField('currentPassword', 'PROFILE.FIELDS.CURRENT_PASSWORD', 'current-password'),
];

/** E-mail and user name, with the current password (spec 3 §5 account information). */
export function AccountInformationForm({ user, onSaved, onCancel }: { user: CurrentUser; onSaved: () => void; onCancel?: () => void }) {
  const save = async (values: FormValues) => {
    const { email, username, currentPassword } = values as Record<'email' | 'username' | 'currentPassword', string>;
    await updateMe({ email: email.trim(), username: username.trim(), currentPassword });
    notify.success('PROFILE.ACCOUNT.SAVED');
    onSaved();
  };
  return (
    <SchemaForm
      {...PROFILE_FORM}
      fields={FIELDS}
      initialValues={{ email: user.email ?? '', username: user.username }}
      rules={(values) => validateAccountInformation(values as AccountInformationValues)}
      onSubmit={save}
      onCancel={onCancel}
    />
  );
}
