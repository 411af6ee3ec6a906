import { Suspense, useEffect, useRef } from 'react';
import { Col, Form, Row, Spin } from 'antd';
import { useFormikContext } from 'formik';
import { FieldShell } from './FieldShell.js';
import { emptyValue, fieldsToClear, shownFields, valueAt } from './logic.js';
import { fieldKinds } from './registry.js';
import { RenderFieldContext, type RenderField } from './render-context.js';
import type { FieldDefinition, FormValues } from './types.js';

export interface SchemaFieldsProps {
  fields: FieldDefinition[];
  /** The values' object the fields are in (`child`: the field `firstNameFr` is at `child.firstNameFr`); the form's values when absent. */
  prefix?: string;
  /** Element id prefix: a field's element is `<id>_<path>`. */
  id: string;
}

const join = (prefix: string | undefined, name: string) => (prefix ? `${prefix}.${name}` : name);

/**
 * SchemaForm's fields inside a form that owns its formik (a StepForm's step, a ModalForm): the
 * same kinds, labels, asterisks and messages, the same visibility and dependants' clearing, on
 * the values at `prefix`. Validate them with `fieldsSchema` (./schema.ts).
 */
export function SchemaFields({ fields, prefix, id }: SchemaFieldsProps) {
  const formik = useFormikContext<FormValues>();
  const scoped = (prefix ? valueAt(formik.values, prefix) : formik.values) as FormValues | undefined;
  const values = scoped ?? {};
  const previous = useRef(values);
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    if (before === values) return;
    for (const name of fieldsToClear(fields, before, values)) {
      void formik.setFieldValue(join(prefix, name), emptyValue(fields.find((field) => field.name === name)!), false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the values clears
  }, [values]);

  const renderField: RenderField = (declared, path) => {
    // The kinds read `dependsOn` in the whole form's values (an async select reloads on them).
    const field = prefix && declared.dependsOn ? { ...declared, dependsOn: declared.dependsOn.map((name) => join(prefix, name)) } : declared;
    const kind = fieldKinds[field.type];
    const Component = field.component ?? kind.component;
    const elementId = `${id}_${path.replace(/\./g, '_')}`;
    const disabled = field.disabled || formik.isSubmitting;
    const control = (invalid: boolean) => (
      <Suspense fallback={<Spin size="small" />}>
        <Component field={field} name={path} id={elementId} disabled={disabled} invalid={invalid} />
      </Suspense>
    );
    return (
      <Col key={path} xs={24} md={field.width ?? 12} data-kind={field.type}>
        {kind.layout || field.ownShell ? (
          control(false)
        ) : (
          <FieldShell field={field} name={path} id={elementId}>
            {control}
          </FieldShell>
        )}
      </Col>
    );
  };

  return (
    <RenderFieldContext.Provider value={renderField}>
      <Form layout="vertical" component={false}>
        <Row gutter={16}>{shownFields(fields, values).map((field) => renderField(field, join(prefix, field.name)))}</Row>
      </Form>
    </RenderFieldContext.Provider>
  );
}
