import { useMemo } from 'react';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import { PARENT_ROLES, type FieldError, type ParentRole } from '@evax/shared/contract';
import { notify } from '@evax/shared/runtime';
import { fieldsSchema, SchemaFields, StepForm, type FieldDefinition, type FormStep } from '@evax/shared/ui';
import { evaxNumberErrors } from '@evax/shared/validation';
import { childCardPath } from '../../common/links';
import { checkOutcome, emptyCheck, emptyNewParent, emptyPaper, newParentBody } from '../../common/parent-step/parent-fields';
import { ensureParentChecked, ParentStep, parentStepSchema, useParentFields, type ParentStepValues } from '../../common/parent-step/ParentStep';
import { addParent } from '../api';

interface ParentAddValues extends ParentStepValues {
  target: { child: string };
}

const childField: FieldDefinition[] = [
  { type: 'input', name: 'child', label: 'CITIZEN.PARENT.FIELDS.CHILD', required: true, props: { numberOnly: true, maxLength: 9, dir: 'ltr' } },
];
const childRules = (values: { child?: string }): Record<string, FieldError[]> => {
  const errors = evaxNumberErrors(values.child);
  return errors.length > 0 ? { child: errors } : {};
};

/** A refused save's errors on the parent step's fields stay there; the API's others (the child, the link) are the banner. */
const shownByTheStep = (path: string) => path.startsWith('parent.') || path === 'role';

/**
 * /admin/parent/add (spec 2 §2, no permission check): a registered child (its evax number, with
 * its check digit verified before any call) gets a parent, found with check_parent or created,
 * with its role; then the child's card. A form of one step: the child's number, then the parent step.
 * `?child=` and `?role=` pre-fill them (the card's "add a parent", issue 30).
 */
export default function ParentAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { paper } = useParentFields();
  const initialValues = useMemo<ParentAddValues>(
    () => ({
      target: { child: search.get('child') ?? '' },
      paper: emptyPaper(),
      check: emptyCheck(),
      parent: emptyNewParent(),
      // The card's "add a parent" names the role still free (issue 30).
      role: (PARENT_ROLES as readonly string[]).includes(search.get('role') ?? '') ? search.get('role')! : '',
    }),
    [search],
  );
  const schema = useMemo(
    () =>
      yup.lazy((values: ParentAddValues) =>
        yup.object({ target: fieldsSchema(childField, { rules: childRules }) }).concat(parentStepSchema(paper).resolve({ value: values })),
      ) as unknown as yup.AnyObjectSchema,
    [paper],
  );
  const steps: FormStep<ParentAddValues>[] = [
    {
      key: 'parent',
      title: t('CITIZEN.PARENT.ADD.TITLE'),
      validationSchema: schema,
      // Saving before checking the paper checks it first, and shows its answer.
      onSubmit: (values, form) => ensureParentChecked(values, form.setFieldValue),
      render: (form) => (
        <Flex vertical gap="middle">
          <SchemaFields fields={childField} prefix="target" id="parent-add-target" />
          <ParentStep form={form} paper={paper} id="parent-add" />
        </Flex>
      ),
    },
  ];

  const save = async (values: ParentAddValues) => {
    const found = checkOutcome(values.paper, values.check) === 'exists' ? values.check.found : null;
    const child = values.target.child.trim();
    await addParent({ child, role: values.role as ParentRole, parent: found ? found.id : newParentBody(values.parent, values.paper) });
    notify.success('CITIZEN.PARENT.ADD.SAVED');
    navigate(childCardPath(child));
  };

  return (
    <Card title={t('CITIZEN.PARENT.ADD.TITLE')}>
      <StepForm<ParentAddValues> steps={steps} initialValues={initialValues} onSubmit={save} saveLabel="CITIZEN.PARENT.ADD.SAVE" shownErrors={shownByTheStep} />
    </Card>
  );
}
