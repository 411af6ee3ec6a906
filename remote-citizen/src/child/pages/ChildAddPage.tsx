import { useMemo, useState } from 'react';
import { Alert, Card, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import type { DuplicateCandidate, DuplicateCandidatesResponse } from '@evax/shared/contract';
import { notify, personName, toApiError, useLanguage, useResource } from '@evax/shared/runtime';
import { fieldsSchema, SchemaFields, StepForm, type FormStep } from '@evax/shared/ui';
import { fetchCitizen } from '../../common/api';
import { childCardPath } from '../../common/links';
import { nationalityOptions } from '../../common/nationalities';
import { emptyCheck, emptyNewParent, emptyPaper, knownParent } from '../../common/parent-step/parent-fields';
import { CITIZEN_KEY } from '../../common/resource-keys';
import { ensureParentChecked, ParentStep, parentStepSchema, useParentFields } from '../../common/parent-step/ParentStep';
import { createChild, fetchGovernorates, type ChildCreatedResponse } from '../api';
import { childAddRequest, refusalForParentStep, type ChildAddValues } from '../components/add/child-add-request';
import { childFields, childRules, emptyChild, isForeign } from '../components/add/child-fields';
import { DuplicatesPanel } from '../components/add/DuplicatesPanel';

interface PendingDuplicates {
  values: ChildAddValues;
  candidates: DuplicateCandidate[];
  governorate: string;
}

/** The child's redirect flag (spec 2 §2): the anti-rabies flow sends `?redirect=true` (or state.redirect). */
function useRedirectFlag(): boolean {
  const [search] = useSearchParams();
  const { state } = useLocation() as { state: { redirect?: boolean } | null };
  const flag = search.get('redirect');
  return flag === 'true' || flag === '1' || state?.redirect === true;
}

/** `?parent=<id>` (the citizen page's "add a child to this parent", issue 30): that parent, read once; null without one. */
function useGivenParent() {
  const [search] = useSearchParams();
  const id = Number(search.get('parent'));
  const given = Number.isInteger(id) && id > 0 ? id : null;
  const { data, error } = useResource(given ? [...CITIZEN_KEY, 'citizens', given] : null, (signal) => fetchCitizen(given!, signal));
  return { given, parent: data && data.id === given ? data : null, error };
}

/**
 * /admin/child/add (spec 2 §2): the child's data, then the parent (checked with check_parent:
 * linked when registered, created with its role otherwise), saved in one request. Likely
 * duplicates (409) are shown side by side; the agent opens one, or confirms a different child.
 * With `?parent=<id>` the parent step opens on that citizen, found (issue 30).
 */
export default function ChildAddPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const redirect = useRedirectFlag();
  const fields = useMemo(() => childFields(language, nationalityOptions(language)), [language]);
  const { paper } = useParentFields();
  const [pending, setPending] = useState<PendingDuplicates | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [confirmFailure, setConfirmFailure] = useState<string | null>(null);
  const { given, parent: givenParent, error: givenError } = useGivenParent();

  const initialValues = useMemo<ChildAddValues>(
    () => ({
      child: emptyChild(),
      ...(givenParent ? knownParent(givenParent) : { paper: emptyPaper(), check: emptyCheck() }),
      parent: emptyNewParent(),
      role: '',
    }),
    [givenParent],
  );

  const saved = (created: ChildCreatedResponse) => {
    notify.success('CITIZEN.CHILD_ADD.SAVED', { evaxNumber: created.evaxNumber });
    navigate(childCardPath(created.evaxNumber));
  };

  const save = async (values: ChildAddValues) => {
    try {
      saved(await createChild(childAddRequest(values), isForeign(values.child)));
    } catch (failure) {
      const error = toApiError(failure);
      const candidates = (error.envelope as Partial<DuplicateCandidatesResponse> | null)?.candidates;
      if (error.status === 409 && candidates?.length) {
        const governorateId = Number(values.child.birthGovernorate);
        const governorate = governorateId ? (await fetchGovernorates().catch(() => [])).find((place) => place.id === governorateId) : undefined;
        setConfirmFailure(null);
        setPending({ values, candidates, governorate: governorate ? (language === 'ar' ? governorate.nameAr : governorate.nameFr) : '' });
        return;
      }
      throw refusalForParentStep(failure);
    }
  };

  const confirmDifferent = async () => {
    if (!pending) return;
    setConfirming(true);
    setConfirmFailure(null);
    try {
      saved(await createChild(childAddRequest(pending.values, true), isForeign(pending.values.child)));
    } catch (failure) {
      setConfirmFailure(toApiError(failure).key);
    } finally {
      setConfirming(false);
    }
  };

  const steps: FormStep<ChildAddValues>[] = [
    {
      key: 'child',
      title: t('CITIZEN.CHILD_ADD.STEPS.CHILD'),
      validationSchema: yup.object({ child: fieldsSchema(fields, { rules: childRules }) }),
      render: (current) => (
        <Flex vertical gap="small">
          {isForeign(current.values.child) ? <Alert type="info" showIcon title={t('CITIZEN.CHILD_ADD.FOREIGN_HINT')} /> : null}
          <SchemaFields fields={fields} prefix="child" id="child-add-child" />
        </Flex>
      ),
    },
    {
      key: 'parent',
      title: t('CITIZEN.CHILD_ADD.STEPS.PARENT'),
      validationSchema: parentStepSchema(paper),
      onSubmit: (values, current) => ensureParentChecked(values, current.setFieldValue),
      render: (current) => (
        <Flex vertical gap="middle">
          {redirect ? <Alert type="warning" showIcon role="status" title={t('CITIZEN.CHILD_ADD.ANIMAL_ALERT')} /> : null}
          <ParentStep form={current} paper={paper} id="child-add" />
        </Flex>
      ),
    },
  ];

  if (given && givenError) return <Alert type="error" showIcon title={t(givenError.key)} />;
  if (given && !givenParent) return <Spin />;
  return (
    <Card>
      {givenParent ? (
        <Alert type="info" showIcon title={t('CITIZEN.CHILD_ADD.FOR_PARENT', { name: personName(givenParent, language) })} style={{ marginBottom: 16 }} />
      ) : null}
      {pending ? (
        <DuplicatesPanel
          entered={childAddRequest(pending.values).child}
          enteredGovernorate={pending.governorate}
          candidates={pending.candidates}
          confirming={confirming}
          failure={confirmFailure}
          onOpen={(evaxNumber) => navigate(childCardPath(evaxNumber))}
          onConfirmDifferent={() => void confirmDifferent()}
          onCancel={() => setPending(null)}
        />
      ) : null}
      <div hidden={pending !== null}>
        <StepForm<ChildAddValues> steps={steps} initialValues={initialValues} onSubmit={save} />
      </div>
    </Card>
  );
}
