import { LIMITS } from '@evax/shared/contract';
import { notify } from '@evax/shared/runtime';
import { SchemaForm, type FieldDefinition, type FormValues } from '@evax/shared/ui';
import { validatePasswordChange, type PasswordChangeValues } from '@evax/shared/validation';
import { updatePassword } from '../profile-api';
import { PROFILE_FORM, passwordField } from './profile-form';

const FIELDS: FieldDefinition[] = [
  passwordField('currentPassword', 'PROFILE.FIELDS.CURRENT_PASSWORD', 'current-password', LIMITS.passwordChangeMax),
  passwordField('newPassword', 'PROFILE.FIELDS.NEW_PASSWORD', 'new-password', LIMITS.passwordChangeMax, { hint: 'PROFILE.PASSWORD.RULE' }),
  passwordField('confirmPassword', 'PROFILE.FIELDS.CONFIRM_PASSWORD', 'new-password', LIMITS.passwordChangeMax),
];

/** Current password, a new strong one that differs, its confirmation (spec 3 §5). */
export function ChangePasswordForm({ onSaved, onCancel }: { onSaved: () => void; onCancel?: () => void }) {
  const save = async (values: FormValues) => {
    const { currentPassword, newPassword, confirmPassword } = values as Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>;
    await updatePassword({ currentPassword, newPassword, confirmPassword });
    notify.success('PROFILE.PASSWORD.SAVED');
    onSaved();
  };
  return (
    <SchemaForm
      {...PROFILE_FORM}
      fields={FIELDS}
      rules={(values) => validatePasswordChange(values as PasswordChangeValues)}
      onSubmit={save}
      onCancel={onCancel}
    />
  );
}
