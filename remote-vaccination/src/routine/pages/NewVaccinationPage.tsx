import { useMemo } from 'react';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN } from '@evax/shared/contract';
import { invalidate, notify, useLanguage, useResource } from '@evax/shared/runtime';
import { SchemaForm } from '@evax/shared/ui';
import { abroadDoseErrors, tunisToday } from '@evax/shared/validation';
import { useAllergyWarning } from '../../common/components/allergy-warning';
import { ChildAllergies } from '../../common/components/ChildAllergies';
import { ChildHeading } from '../../common/components/ChildHeading';
import { onFormFields } from '../../common/components/dose-errors';
import { useInjectionSites } from '../../common/components/injection-sites';
import { VACCINATION_KEY } from '../../common/resource-keys';
import { ROUTINE_FOLDER_KEY, routineApi } from '../api';
import { vaccinationFields } from '../components/vaccination-fields';
import { toVaccinationBody } from '../components/vaccination-request';
import { folderPath } from '../paths';

const T = 'VACCINATION.ROUTINE.NEW';

/**
 * /admin/vaccine/routine-vaccination/new/:evaxNumber?dose=: a dose given to the child, from its
 * booklet's "vaccinate"; with `next`, /nex/:evaxNumber: the next vaccination (a dose due now,
 * today). When the server answers that an allergy of the child's folder calls for caution, the
 * form warns and asks to confirm; the confirmation goes with the next send.
 */
export default function NewVaccinationPage({ next = false }: { next?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const [search] = useSearchParams();
  const allergy = useAllergyWarning();
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const { data: folder, error } = useResource(wellFormed ? [...ROUTINE_FOLDER_KEY, evaxNumber] : null, (signal) => routineApi.folder(evaxNumber, signal));
  const { data: sites, error: sitesError } = useInjectionSites();
  const mode = next ? 'next' : 'new';
  const fields = useMemo(
    () => (folder && sites ? vaccinationFields(folder.entries, sites.options, language, { mode, allergyWarned: allergy.warned }) : null),
    [folder, sites, language, mode, allergy.warned],
  );
  const chosen = Number(search.get('dose')) || folder?.nextDue || null;
  const initialValues = useMemo(() => ({ scheduleDose: chosen, vaccinationDate: tunisToday(), quantity: 1 }), [chosen]);

  if (!wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  const failure = error ?? sitesError;
  if (failure) return <Alert type="error" showIcon title={t(failure.key)} />;
  if (!folder || !fields || folder.child.evaxNumber !== evaxNumber) return <Spin />;
  const back = () => navigate(folderPath(evaxNumber));
  return (
    <Card title={<ChildHeading child={folder.child} title={t(next ? `${T}.NEXT_TITLE` : `${T}.TITLE`)} birthDate={false} />}>
      <ChildAllergies evaxNumber={evaxNumber} />
      {allergy.warning}
      <SchemaForm
        id="routine-vaccination"
        fields={fields}
        initialValues={initialValues}
        rules={abroadDoseErrors}
        onCancel={back}
        onSubmit={async (values) => {
          try {
            const body = toVaccinationBody(evaxNumber, values);
            await (next ? routineApi.createNext(body) : routineApi.create(body));
          } catch (failed) {
            allergy.noticeRefusal(failed);
            throw onFormFields(failed);
          }
          notify.success(`${T}.SAVED`);
          invalidate(VACCINATION_KEY);
          back();
        }}
      />
    </Card>
  );
}
