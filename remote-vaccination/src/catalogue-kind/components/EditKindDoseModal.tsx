import { useMemo } from 'react';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { type KindFolder, type KindVaccinationRecord } from '@evax/shared/contract';
import { invalidate, notify, useLanguage, useResource } from '@evax/shared/runtime';
import { SchemaForm } from '@evax/shared/ui';
import { useAllergyWarning } from '../../common/components/allergy-warning';
import { useInjectionSites } from '../../common/components/injection-sites';
import { VACCINATION_KEY } from '../../common/resource-keys';
import { kindApi, kindKey } from '../api';
import type { KindScreens } from '../kinds';
import { kindFields, toKindEdit, type KindFormChoices } from './kind-fields';

const T = 'VACCINATION.KIND';

/** The recorded dose as the form's values. */
const recordedValues = (record: KindVaccinationRecord) => ({
  dci: record.dci,
  ...(record.campaign ? { campaign: record.campaign.id } : {}),
  commercialName: record.commercialName ?? '',
  lotNumber: record.lotNumber ?? '',
  injectionSite: record.injectionSite,
  vaccinationDate: record.vaccinationDate,
  place: record.place ?? '',
  quantity: record.quantity ?? 1,
});

/** The vaccines and campaigns offered today, with the dose's own when they are no longer offered (a past season). */
function choicesWith(list: KindFormChoices, record: KindVaccinationRecord): KindFormChoices {
  const vaccines = list.vaccines.some((v) => v.id === record.dci)
    ? list.vaccines
    : [...list.vaccines, { id: record.dci, name: record.dciName, nameAr: record.dciNameAr, specialties: [] }];
  const campaigns = !record.campaign || list.campaigns.some((c) => c.id === record.campaign!.id) ? list.campaigns : [...list.campaigns, record.campaign];
  return { vaccines, campaigns };
}

/**
 * Edit an occasional or seasonal dose (the kind's edit permission): its fields are replaced, the
 * server checks the rules of a new one again. When it answers that an allergy of the child's
 * folder calls for caution with the vaccine chosen, the form warns and asks to confirm.
 */
export function EditKindDoseModal({
  screens,
  folder,
  record,
  onClose,
}: {
  screens: KindScreens;
  folder: KindFolder;
  record: KindVaccinationRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const allergy = useAllergyWarning();
  const api = kindApi(screens);
  const evaxNumber = folder.child.evaxNumber;
  const seasonal = screens.kind === 'seasonal';
  const { data: list } = useResource([...kindKey(screens), 'folder', evaxNumber, 'vaccines'], (signal) => api.vaccines(evaxNumber, signal));
  const { data: sites } = useInjectionSites();
  const fields = useMemo(
    () =>
      list && sites
        ? kindFields(choicesWith(list, record), sites.options, language, seasonal, folder.child.birthDate, {
            mode: 'edit',
            allergyWarned: allergy.warned,
            siteRecorded: Boolean(record.injectionSite),
          })
        : null,
    [list, sites, record, language, seasonal, folder, allergy.warned],
  );
  const initialValues = useMemo(() => recordedValues(record), [record]);
  return (
    <Modal open title={t(`${T}.EDIT.TITLE`)} footer={null} onCancel={onClose} destroyOnHidden width={720}>
      {allergy.warning}
      {fields ? (
        <SchemaForm
          id={`${screens.kind}-dose-edit`}
          fields={fields}
          initialValues={initialValues}
          onCancel={onClose}
          onSubmit={async (values) => {
            try {
              await api.edit(record.id, toKindEdit(values, seasonal));
            } catch (failed) {
              allergy.noticeRefusal(failed);
              throw failed;
            }
            notify.success(`${T}.EDIT.SAVED`);
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
