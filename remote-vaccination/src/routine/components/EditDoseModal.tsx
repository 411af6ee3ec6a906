import { useMemo } from 'react';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookletEntryAnswer } from '@evax/shared/contract';
import { invalidate, notify, useLanguage } from '@evax/shared/runtime';
import { SchemaForm } from '@evax/shared/ui';
import { abroadDoseErrors, dayNumber } from '@evax/shared/validation';
import { useInjectionSites } from '../../common/components/injection-sites';
import { VACCINATION_KEY } from '../../common/resource-keys';
import { routineApi } from '../api';
import { doseLabel } from './booklet';
import { vaccinationFields } from './vaccination-fields';
import { toDoseEdit } from './vaccination-request';

const T = 'VACCINATION.ROUTINE.EDIT';

/** The recorded dose as the form's values; the next dose date comes back as a number of days. */
function recordedValues(entry: BookletEntryAnswer) {
  const v = entry.vaccination!;
  const days = v.nextDoseDate && entry.date ? dayNumber(v.nextDoseDate) - dayNumber(entry.date) : null;
  return {
    vaccinationDate: entry.date,
    lotNumber: v.lotNumber ?? '',
    serumLot: v.serumLot ?? '',
    commercialName: v.commercialName ?? '',
    ...(v.specialty ? { specialty: v.specialty } : {}),
    injectionSite: v.injectionSite,
    place: v.place ?? '',
    quantity: v.quantity ?? 1,
    ...(days && days > 0 ? { nextDoseIn: days, nextDoseUnit: 'days' } : {}),
    ...(v.country ? { country: v.country } : {}),
    internationalReference: v.internationalReference ?? '',
    location: v.location ?? '',
  };
}

/** Edit a past dose (edit-past-vaccination): its fields are replaced, the server checks the dose rules again. */
export function EditDoseModal({ entry, onClose }: { entry: BookletEntryAnswer; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: sites } = useInjectionSites();
  const fields = useMemo(() => (sites ? vaccinationFields([entry], sites.options, language, { mode: 'edit' }) : null), [sites, language, entry]);
  const initialValues = useMemo(() => recordedValues(entry), [entry]);
  return (
    <Modal open title={`${t(`${T}.TITLE`)} : ${doseLabel(entry, language)}`} footer={null} onCancel={onClose} destroyOnHidden width={720}>
      {fields ? (
        <SchemaForm
          id="dose-edit"
          fields={fields}
          initialValues={initialValues}
          rules={abroadDoseErrors}
          onCancel={onClose}
          onSubmit={async (values) => {
            await routineApi.editPastDose(entry.vaccination!.id, toDoseEdit(values), values.file instanceof Blob ? (values.file as File) : undefined);
            notify.success(`${T}.SAVED`);
            invalidate(VACCINATION_KEY);
            onClose();
          }}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
