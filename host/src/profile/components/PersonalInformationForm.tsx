import { LIMITS, type CurrentUser } from '@evax/shared/contract';
import { notify } from '@evax/shared/runtime';
import { SchemaForm, type FieldDefinition, type FormValues } from '@evax/shared/ui';
import { trimmedNames, validatePersonalInformation, type PersonalInformationValues } from '@evax/shared/validation';
import { updateMe } from '../profile-api';
import { PROFILE_FORM, passwordField, profileField } from './profile-form';

const name = (field: string, label: string, language: 'fr' | 'ar', autoComplete: string) =>
  profileField(field, label, { autoComplete, maxLength: LIMITS.nameMax }, { language });

const FIELDS: FieldDefinition[] = [
  name('firstNameFr', 'PROFILE.FIELDS.FIRST_NAME_FR', 'fr', 'given-name'),
  name('firstNameAr', 'PROFILE.FIELDS.FIRST_NAME_AR', 'ar', 'given-name'),
  name('lastNameFr', 'PROFILE.FIELDS.LAST_NAME_FR', 'fr', 'family-name'),
  name('lastNameAr', 'PROFILE.FIELDS.LAST_NAME_AR', 'ar', 'family-name'),
  passwordField('currentPassword', 'PROFILE.FIELDS.CURRENT_PASSWORD', 'current-password', LIMITS.nameMax),
];

const NAMES_TOGGLE = { label: 'PROFILE.PERSONAL.NAMES_IN', fr: 'PROFILE.PERSONAL.FRENCH', ar: 'PROFILE.PERSONAL.ARABIC' };

/**
 * First and last names in French and Arabic, with the current password (spec 3 §5 personal
 * information). A toggle shows the French or the Arabic names (spec 3 §2); a refused save shows
 * the language whose names are wrong.
 */
export function PersonalInformationForm({ user, onSaved, onCancel }: { user: CurrentUser; onSaved: () => void; onCancel?: () => void }) {
  const save = async (values: FormValues) => {
    const { currentPassword, ...names } = values as Record<'firstNameFr' | 'lastNameFr' | 'firstNameAr' | 'lastNameAr' | 'currentPassword', string>;
    await updateMe({ currentPassword, ...trimmedNames(names) });
    notify.success('PROFILE.PERSONAL.SAVED');
    onSaved();
  };
  return (
    <SchemaForm
      {...PROFILE_FORM}
      fields={FIELDS}
      bilingual={NAMES_TOGGLE}
      initialValues={{ firstNameFr: user.firstNameFr, lastNameFr: user.lastNameFr, firstNameAr: user.firstNameAr, lastNameAr: user.lastNameAr }}
      rules={(values) => validatePersonalInformation(values as PersonalInformationValues)}
      onSubmit={save}
      onCancel={onCancel}
    />
  );
}
