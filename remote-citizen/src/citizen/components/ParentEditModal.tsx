import { useMemo } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { NATIONAL_ID_PATTERN, type ParentSummary, type ParentUpdateRequest } from '@evax/shared/contract';
import { notify, useLanguage } from '@evax/shared/runtime';
import { SchemaForm, type FieldDefinition, type FieldOption, type FormValues } from '@evax/shared/ui';
import { parentErrors } from '@evax/shared/validation';
import { nationalityOptions } from '../../common/nationalities';
import { updateCitizen } from '../api';

const F = 'CITIZEN.PARENT.FIELDS';
const C = 'CITIZEN.PARENT.CHECK';

/** A citizen's names, phone and identity papers (what the citizen page shows), in the API's names. */
function parentFields(nationalities: FieldOption[]): FieldDefinition[] {
  return [
    { type: 'input', name: 'firstNameFr', label: `${F}.FIRST_NAME_FR`, required: true, language: 'fr', width: 12 },
    { type: 'input', name: 'lastNameFr', label: `${F}.LAST_NAME_FR`, required: true, language: 'fr', width: 12 },
    { type: 'input', name: 'firstNameAr', label: `${F}.FIRST_NAME_AR`, required: true, language: 'ar', width: 12 },
    { type: 'input', name: 'lastNameAr', label: `${F}.LAST_NAME_AR`, required: true, language: 'ar', width: 12 },
    { type: 'input', name: 'phone', label: `${F}.PHONE`, width: 12, props: { inputType: 'tel', dir: 'ltr', maxLength: 20 } },
    { type: 'select', name: 'nationality', label: `${C}.NATIONALITY`, required: true, width: 12, props: { options: nationalities } },
    {
      type: 'input',
      name: 'nationalId',
      label: `${C}.NATIONAL_ID`,
      width: 12,
      props: { numberOnly: true, maxLength: 8, pattern: NATIONAL_ID_PATTERN, dir: 'ltr' },
    },
    { type: 'input', name: 'passportNumber', label: `${C}.PASSPORT`, width: 12, props: { maxLength: 20, upperCase: true, dir: 'ltr' } },
  ];
}

const blank = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The form's values as PUT /api/citizen/citizens/{id} takes them: blanks as null. */
export function parentUpdateBody(values: FormValues): ParentUpdateRequest {
  return {
    firstNameFr: String(values.firstNameFr ?? '').trim(),
    lastNameFr: String(values.lastNameFr ?? '').trim(),
    firstNameAr: String(values.firstNameAr ?? '').trim(),
    lastNameAr: String(values.lastNameAr ?? '').trim(),
    phone: blank(values.phone),
    nationality: String(values.nationality || 'TN'),
    nationalId: blank(values.nationalId),
    passportNumber: blank(values.passportNumber),
  };
}

export interface ParentEditModalProps {
  open: boolean;
  citizen: ParentSummary;
  onClose: () => void;
  onSaved: (citizen: ParentSummary) => void;
}

/**
 * "Correct" on the citizen's page (issue 30): its names, phone and identity papers, pre-filled, with
 * the rules of a new parent (the API's too); the server's refusals (a phone or card another citizen
 * has, a phone removed) show on their fields. Every linked child's history shows the change.
 */
export function ParentEditModal({ open, citizen, onClose, onSaved }: ParentEditModalProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fields = useMemo(() => parentFields(nationalityOptions(language)), [language]);
  const initialValues = useMemo<FormValues>(
    () => ({
      firstNameFr: citizen.firstNameFr,
      lastNameFr: citizen.lastNameFr,
      firstNameAr: citizen.firstNameAr,
      lastNameAr: citizen.lastNameAr,
      phone: citizen.phone ?? '',
      nationality: citizen.nationality,
      nationalId: citizen.nationalId ?? '',
      passportNumber: citizen.passportNumber ?? '',
    }),
    [citizen],
  );
  return (
    <Modal open={open} title={t('CITIZEN.CITIZENS.EDIT.TITLE')} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <SchemaForm
        id="citizen-edit"
        fields={fields}
        initialValues={initialValues}
        rules={(values) => parentErrors(parentUpdateBody(values))}
        submitLabel="COMMON.ACTIONS.SAVE"
        onCancel={onClose}
        onSubmit={async (values) => {
          const saved = await updateCitizen(citizen.id, parentUpdateBody(values));
          notify.success('CITIZEN.CITIZENS.EDIT.SAVED');
          onSaved(saved);
          onClose();
        }}
      />
    </Modal>
  );
}
