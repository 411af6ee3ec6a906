import { useMemo, useState } from 'react';
import { Alert, Button, Card, Flex } from 'antd';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as yup from 'yup';
import type { FieldError, ParentRole } from '@evax/shared/contract';
import { notify } from '@evax/shared/runtime';
import { fieldsSchema, mapServerError, SchemaFields, submitLoading, touchedFor, useFormMessage, type FieldDefinition } from '@evax/shared/ui';
import { evaxNumberErrors } from '@evax/shared/validation';
import { addParent } from '../../child/api/add-api';
import { childCardPath } from '../../child/paths';
import { checkOutcome, emptyCheck, emptyNewParent, emptyPaper, newParentBody } from '../components/parent-fields';
import { ensureParentChecked, ParentStep, parentStepSchema, useParentFields, type ParentStepValues } from '../components/ParentStep';

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

/**
 * /admin/parent/add (spec 2 §2, no permission check): a registered child (its evax number, with
 * its check digit verified before any call) gets a parent, found with check_parent or created,
 * with its role; then the child's card.
 */
export default function ParentAddPage() {
  const { t } = useTranslation();
  const translate = useFormMessage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { paper } = useParentFields();
  const [failure, setFailure] = useState<string | null>(null);
  const initialValues = useMemo<ParentAddValues>(
    () => ({ target: { child: search.get('child') ?? '' }, paper: emptyPaper(), check: emptyCheck(), parent: emptyNewParent(), role: '' }),
    [search],
  );
  const schema = useMemo(
    () =>
      yup.lazy((values: ParentAddValues) =>
        yup.object({ target: fieldsSchema(childField, { rules: childRules }) }).concat(parentStepSchema(paper).resolve({ value: values })),
      ),
    [paper],
  );

  return (
    <Card title={t('CITIZEN.PARENT.ADD.TITLE')}>
      <Formik<ParentAddValues>
        initialValues={initialValues}
        validationSchema={schema}
        validateOnChange
        validateOnBlur
        onSubmit={async (values, helpers) => {
          setFailure(null);
          try {
            if (!(await ensureParentChecked(values, helpers.setFieldValue))) return;
            const found = checkOutcome(values.paper, values.check) === 'exists' ? values.check.found : null;
            const child = values.target.child.trim();
            await addParent({ child, role: values.role as ParentRole, parent: found ? found.id : newParentBody(values.parent, values.paper) });
            notify.success('CITIZEN.PARENT.ADD.SAVED');
            navigate(childCardPath(child));
          } catch (error) {
            const mapped = mapServerError(error, { shown: (path) => path.startsWith('parent.') || path === 'role' });
            helpers.setErrors(mapped.fields as never);
            void helpers.setTouched(touchedFor(mapped.byPath) as never, false);
            setFailure(mapped.message);
          }
        }}
      >
        {(form) => (
          <Form noValidate>
            <Flex vertical gap="middle">
              {failure ? <Alert type="error" showIcon role="alert" title={translate(failure)} /> : null}
              <SchemaFields fields={childField} prefix="target" id="parent-add-target" />
              <ParentStep form={form} paper={paper} id="parent-add" />
              <Flex justify="flex-end">
                <Button type="primary" htmlType="submit" loading={submitLoading(form.isSubmitting)}>
                  {t('CITIZEN.PARENT.ADD.SAVE')}
                </Button>
              </Flex>
            </Flex>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
