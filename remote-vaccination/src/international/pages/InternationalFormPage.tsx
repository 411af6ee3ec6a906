import { useMemo } from 'react';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN } from '@evax/shared/contract';
import { invalidate, notify, useLanguage, useResource } from '@evax/shared/runtime';
import { SchemaForm } from '@evax/shared/ui';
import { tunisToday } from '@evax/shared/validation';
import { ChildHeading } from '../../common/components/ChildHeading';
import { VACCINATION_KEY } from '../../common/resource-keys';
import { INTERNATIONAL_KEY, internationalApi } from '../api';
import { internationalFields, toInternationalBody, toInternationalValues } from '../components/international-fields';
import { internationalFolderPath } from '../paths';

const NEW_VALUES = { stayType: 'short', treatmentMode: 'vaccine', eggAllergy: false, quantity: 1, dispensationDate: tunisToday() };

/**
 * /admin/vaccine/international-vaccination/new/:evaxNumber and /edit/:id: a traveller's vaccine or
 * medicine. The edit reads the record first, which names its child.
 */
export default function InternationalFormPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const { data: record, error: recordError } = useResource(id ? [...INTERNATIONAL_KEY, 'record', id] : null, (signal) => internationalApi.one(id!, signal));
  const evaxNumber = id ? (record?.evaxNumber ?? '') : (params.evaxNumber ?? '');
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const key = wellFormed ? [...INTERNATIONAL_KEY, 'folder', evaxNumber] : null;
  const { data: folder, error } = useResource(key, (signal) => internationalApi.folder(evaxNumber, signal));
  const { data: list, error: listError } = useResource(key && [...key, 'vaccines'], (signal) => internationalApi.vaccines(evaxNumber, signal));
  const fields = useMemo(() => (folder && list ? internationalFields(list, language, folder.child.birthDate) : null), [folder, list, language]);
  const initialValues = useMemo(() => (record ? toInternationalValues(record) : NEW_VALUES), [record]);

  const failure = recordError ?? error ?? listError;
  if (failure) return <Alert type="error" showIcon title={t(failure.key)} />;
  if (!id && !wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  if (!folder || !fields || folder.child.evaxNumber !== evaxNumber) return <Spin />;
  const back = () => navigate(internationalFolderPath(evaxNumber));
  return (
    <Card title={<ChildHeading child={folder.child} />}>
      <SchemaForm
        id="international-vaccination"
        fields={fields}
        initialValues={initialValues}
        onCancel={back}
        onSubmit={async (values) => {
          const body = toInternationalBody(evaxNumber, values);
          if (id) await internationalApi.update(id, body);
          else await internationalApi.create(body);
          notify.success('VACCINATION.INTERNATIONAL.SAVED');
          invalidate(VACCINATION_KEY);
          back();
        }}
      />
    </Card>
  );
}
