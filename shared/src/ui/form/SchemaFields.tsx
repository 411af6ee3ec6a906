import { Form, Row } from 'antd';
import { useFormikContext } from 'formik';
import { DependantsEffect, fieldCell, joinPath } from './field-cell.js';
import { shownFields, valueAt } from './logic.js';
import { RenderFieldContext, type RenderField } from './render-context.js';
import type { FieldDefinition, FormValues } from './types.js';

export interface SchemaFieldsProps {
  fields: FieldDefinition[];
  /** The values' object the fields are in (`child`: the field `firstNameFr` is at `child.firstNameFr`); the form's values when absent. */
  prefix?: string;
  /** Element id prefix: a field's element is `<id>_<path>`. */
  id: string;
}

/**
 * SchemaForm's fields inside a form that owns its formik (a StepForm's step, a ModalForm): the
 * same kinds, labels, asterisks and messages, the same visibility and dependants' clearing, on
 * the values at `prefix`. Validate them with `fieldsSchema` (./schema.ts).
 */
export function SchemaFields({ fields, prefix, id }: SchemaFieldsProps) {
  const formik = useFormikContext<FormValues>();
  const values = ((prefix ? valueAt(formik.values, prefix) : formik.values) as FormValues | undefined) ?? {};

  const renderField: RenderField = (declared, path) => {
    // The kinds read `dependsOn` in the whole form's values (an async select reloads on them).
    const field = prefix && declared.dependsOn ? { ...declared, dependsOn: declared.dependsOn.map((name) => joinPath(prefix, name)) } : declared;
    return fieldCell({ field, path, formId: id, disabled: Boolean(field.disabled) || formik.isSubmitting });
  };

  return (
    <RenderFieldContext.Provider value={renderField}>
      <DependantsEffect fields={fields} prefix={prefix} />
      <Form layout="vertical" component={false}>
        <Row gutter={16}>{shownFields(fields, values).map((field) => renderField(field, joinPath(prefix, field.name)))}</Row>
      </Form>
    </RenderFieldContext.Provider>
  );
}
