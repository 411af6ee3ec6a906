import { useMemo } from 'react';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EVAX_NUMBER_PATTERN } from '@evax/shared/contract';
import { invalidate, notify, useLanguage, useResource } from '@evax/shared/runtime';
import { SchemaForm } from '@evax/shared/ui';
import { tunisToday } from '@evax/shared/validation';
import { useAllergyWarning } from '../../common/components/allergy-warning';
import { ChildHeading } from '../../common/components/ChildHeading';
import { onFormFields } from '../../common/components/dose-errors';
import { useInjectionSites } from '../../common/components/injection-sites';
import { VACCINATION_KEY } from '../../common/resource-keys';
import { kindApi, kindKey } from '../api';
import { kindFields, toKindBody } from '../components/kind-fields';
import type { KindScreens } from '../kinds';
import { kindFolderPath } from '../paths';

/**
 * /admin/vaccine/{kind}/new/:evaxNumber: a vaccine of the kind's catalogue given to the child, with
 * the visit's supporting file. When the server answers that an allergy of the child's folder calls
 * for caution, the form warns and asks to confirm; the confirmation goes with the next send.
 */
export function NewKindVaccinationPage({ screens }: { screens: KindScreens }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { evaxNumber = '' } = useParams();
  const allergy = useAllergyWarning();
  const api = kindApi(screens);
  const wellFormed = EVAX_NUMBER_PATTERN.test(evaxNumber);
  const key = wellFormed ? [...kindKey(screens), 'folder', evaxNumber] : null;
  const { data: folder, error } = useResource(key, (signal) => api.folder(evaxNumber, signal));
  const { data: list, error: listError } = useResource(key && [...key, 'vaccines'], (signal) => api.vaccines(evaxNumber, signal));
  const { data: sites, error: sitesError } = useInjectionSites();
  const seasonal = screens.kind === 'seasonal';
  const fields = useMemo(
    () =>
      folder && list && sites
        ? kindFields(list, sites.options, language, seasonal, folder.child.birthDate, { mode: 'new', allergyWarned: allergy.warned })
        : null,
    [folder, list, sites, language, seasonal, allergy.warned],
  );
  const initialValues = useMemo(
    () => ({ vaccinationDate: tunisToday(), quantity: 1, ...(seasonal ? { campaign: list?.campaigns[0]?.id ?? null } : {}) }),
    [list, seasonal],
  );

  if (!wellFormed) return <Alert type="error" showIcon title={t('ERROR.CODE.VALIDATION.EVAX_NUMBER_INVALID')} />;
  const failure = error ?? listError ?? sitesError;
  if (failure) return <Alert type="error" showIcon title={t(failure.key)} />;
  if (!folder || !list || !fields || folder.child.evaxNumber !== evaxNumber) return <Spin />;
  const back = () => navigate(kindFolderPath(screens, evaxNumber));
  return (
    <Card title={<ChildHeading child={folder.child} />}>
      {seasonal && list.campaigns.length === 0 && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('VACCINATION.KIND.NEW.NO_CAMPAIGN')} />}
      {allergy.warning}
      <SchemaForm
        id={`${screens.kind}-vaccination`}
        fields={fields}
        initialValues={initialValues}
        onCancel={back}
        onSubmit={async (values) => {
          try {
            await api.create(toKindBody(evaxNumber, values, seasonal));
          } catch (failed) {
            allergy.noticeRefusal(failed);
            throw onFormFields(failed);
          }
          notify.success('VACCINATION.KIND.NEW.SAVED');
          invalidate(VACCINATION_KEY);
          back();
        }}
      />
    </Card>
  );
}
