import { useMemo } from 'react';
import { Alert, Card, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN } from '@evax/shared/contract';
import { invalidate, notify, personName, useLanguage, useResource } from '@evax/shared/runtime';
import { SchemaForm } from '@evax/shared/ui';
import { tunisToday } from '@evax/shared/validation';
import { VACCINATION_KEY, createRoutineVaccination, fetchInjectionSites, fetchRoutineFolder, FOLDER_KEY } from '../api/routine-api';
import { vaccinationFields } from '../components/vaccination-fields';
import { onFormFields, toVaccinationBody } from '../components/vaccination-request';
import { folderPath } from '../paths';

/** /admin/vaccine/routine-vaccination/new/:evaxNumber?dose=: a dose given to the child, from its booklet's "vaccinate". */
export default function NewVaccinationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const [search] = useSearchParams();
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const { data: folder, error } = useResource(wellFormed ? [...FOLDER_KEY, evaxNumber] : null, (signal) => fetchRoutineFolder(evaxNumber, signal));
  const { data: sites, error: sitesError } = useResource([...VACCINATION_KEY, 'injection-sites'], fetchInjectionSites);
  const fields = useMemo(() => (folder && sites ? vaccinationFields(folder.entries, sites.options, language) : null), [folder, sites, language]);
  const chosen = Number(search.get('dose')) || folder?.nextDue || null;
  const initialValues = useMemo(() => ({ scheduleDose: chosen, vaccinationDate: tunisToday(), quantity: 1 }), [chosen]);

  if (!wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  const failure = error ?? sitesError;
  if (failure) return <Alert type="error" showIcon title={t(failure.key)} />;
  if (!folder || !fields || folder.child.evaxNumber !== evaxNumber) return <Spin />;
  const back = () => navigate(folderPath(evaxNumber));
  return (
    <Card
      title={
        <Space wrap>
          <span>{t('VACCINATION.ROUTINE.NEW.TITLE')}</span>
          <span>{personName(folder.child, language)}</span>
          <Tag color="blue">
            <bdi>{evaxNumber}</bdi>
          </Tag>
        </Space>
      }
    >
      <SchemaForm
        id="routine-vaccination"
        fields={fields}
        initialValues={initialValues}
        onCancel={back}
        onSubmit={async (values) => {
          try {
            await createRoutineVaccination(toVaccinationBody(evaxNumber, values));
          } catch (failed) {
            throw onFormFields(failed);
          }
          notify.success('VACCINATION.ROUTINE.NEW.SAVED');
          invalidate(VACCINATION_KEY);
          back();
        }}
      />
    </Card>
  );
}
