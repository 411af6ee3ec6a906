import { Suspense, useEffect, useRef, type ReactElement } from 'react';
import { Col, Spin } from 'antd';
import { useFormikContext } from 'formik';
import { FieldShell } from './FieldShell.js';
import { emptyValue, fieldsToClear, valueAt } from './logic.js';
import { fieldKinds } from './registry.js';
import type { FieldDefinition, FormValues } from './types.js';

/** A field's element id: `<form id>_<path>`, dots made underscores. */
export function fieldElementId(formId: string, path: string): string {
  return `${formId}_${path.replace(/\./g, '_')}`;
}

export const joinPath = (prefix: string | undefined, name: string): string => (prefix ? `${prefix}.${name}` : name);

interface FieldCellProps {
  field: FieldDefinition;
  path: string;
  formId: string;
  disabled: boolean;
  /** The server's message for this field while its value is the one refused. */
  serverError?: string | null;
  /** The server's messages under this field's path, for a field with its own component. */
  serverErrors?: Record<string, string>;
}

/** One field in the form's grid: its kind's control, in the shell (label, asterisk, message) unless it lays itself out. */
export function fieldCell({ field, path, formId, disabled, serverError = null, serverErrors }: FieldCellProps): ReactElement {
  const kind = fieldKinds[field.type];
  const Component = field.component ?? kind.component;
  const elementId = fieldElementId(formId, path);
  const control = (invalid: boolean) => (
    <Suspense fallback={<Spin size="small" />}>
      <Component field={field} name={path} id={elementId} disabled={disabled} invalid={invalid} serverErrors={serverErrors} />
    </Suspense>
  );
  return (
    <Col key={path} xs={24} md={field.width ?? 12} data-kind={field.type}>
      {(kind.layout && field.type !== 'preloaded_table') || field.ownShell ? (
        control(false)
      ) : (
        <FieldShell field={field} name={path} id={elementId} serverError={serverError}>
          {control}
        </FieldShell>
      )}
    </Col>
  );
}

/** Clears dependants and date fields as the values (at `prefix`, or the whole form's) change (spec 1 §4.4). */
export function DependantsEffect({ fields, prefix }: { fields: FieldDefinition[]; prefix?: string }) {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const scoped = ((prefix ? valueAt(values, prefix) : values) as FormValues | undefined) ?? null;
  const previous = useRef(scoped);
  useEffect(() => {
    const before = previous.current;
    previous.current = scoped;
    if (before === scoped || !before || !scoped) return;
    for (const name of fieldsToClear(fields, before, scoped)) {
      void setFieldValue(joinPath(prefix, name), emptyValue(fields.find((field) => field.name === name)!), false);
    }
  }, [fields, prefix, scoped, setFieldValue]);
  return null;
}
