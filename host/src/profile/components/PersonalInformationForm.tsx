import { useState } from 'react';
import { Form, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, type CurrentUser } from '@evax/shared/contract';
import { notify, useLanguage } from '@evax/shared/runtime';
import { validatePersonalInformation } from '@evax/shared/validation';
import { FormButtons } from './FormButtons';
import { FormItem, bind } from './form-item';
import { updateMe } from '../profile-api';
import { SaveError } from './SaveError';
import { useProfileForm } from '../use-profile-form';

interface PersonalValues {
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
  currentPassword: string;
}

type NameLanguage = 'fr' | 'ar';
const FIELDS_OF: Record<NameLanguage, readonly ['firstNameFr' | 'firstNameAr', 'lastNameFr' | 'lastNameAr']> = {
  fr: ['firstNameFr', 'lastNameFr'],
  ar: ['firstNameAr', 'lastNameAr'],
};

/**
 * First and last names in French and Arabic, with the current password (spec 3 §5 personal
 * information). A toggle shows the French or the Arabic names (spec 3 §2); a refused save shows
 * the language whose names are wrong.
 */
export function PersonalInformationForm({ user, onSaved, onCancel }: { user: CurrentUser; onSaved: () => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<NameLanguage>(useLanguage() === 'ar' ? 'ar' : 'fr');
  const { formik, saveError } = useProfileForm<PersonalValues>({
    initialValues: { firstNameFr: user.firstNameFr, lastNameFr: user.lastNameFr, firstNameAr: user.firstNameAr, lastNameAr: user.lastNameAr, currentPassword: '' },
    rules: validatePersonalInformation,
    save: async ({ currentPassword, ...names }) => {
      await updateMe({ currentPassword, ...(Object.fromEntries(Object.entries(names).map(([field, value]) => [field, value.trim()])) as typeof names) });
      notify.success('PROFILE.PERSONAL.SAVED');
      onSaved();
    },
  });
  const submit = async () => {
    const errors = await formik.validateForm();
    const other: NameLanguage = shown === 'fr' ? 'ar' : 'fr';
    if (!FIELDS_OF[shown].some((field) => errors[field]) && FIELDS_OF[other].some((field) => errors[field])) setShown(other);
    formik.handleSubmit();
  };
  const [first, last] = FIELDS_OF[shown];
  return (
    <Form layout="vertical" onFinish={() => void submit()} style={{ maxInlineSize: 560 }}>
      <SaveError error={saveError} />
      <Form.Item label={t('PROFILE.PERSONAL.NAMES_IN')}>
        <Segmented<NameLanguage>
          value={shown}
          onChange={setShown}
          options={[
            { value: 'fr', label: t('PROFILE.PERSONAL.FRENCH') },
            { value: 'ar', label: t('PROFILE.PERSONAL.ARABIC') },
          ]}
        />
      </Form.Item>
      <FormItem formik={formik} name={first} labelKey={shown === 'fr' ? 'PROFILE.FIELDS.FIRST_NAME_FR' : 'PROFILE.FIELDS.FIRST_NAME_AR'}>
        <Input key={first} {...bind(formik, first)} maxLength={LIMITS.nameMax} dir={shown === 'ar' ? 'rtl' : 'ltr'} autoComplete="given-name" />
      </FormItem>
      <FormItem formik={formik} name={last} labelKey={shown === 'fr' ? 'PROFILE.FIELDS.LAST_NAME_FR' : 'PROFILE.FIELDS.LAST_NAME_AR'}>
        <Input key={last} {...bind(formik, last)} maxLength={LIMITS.nameMax} dir={shown === 'ar' ? 'rtl' : 'ltr'} autoComplete="family-name" />
      </FormItem>
      <FormItem formik={formik} name="currentPassword" labelKey="PROFILE.FIELDS.CURRENT_PASSWORD">
        <Input.Password {...bind(formik, 'currentPassword')} autoComplete="current-password" maxLength={LIMITS.nameMax} />
      </FormItem>
      <FormButtons saving={formik.isSubmitting} onCancel={onCancel} />
    </Form>
  );
}
