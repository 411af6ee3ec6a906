import { useState, type ReactNode } from 'react';
import { Form } from 'antd';
import { getIn, useFormikContext } from 'formik';
import { Trans, useTranslation } from 'react-i18next';
import { LTR_MARKUP } from '../LtrText.js';
import { LocalErrorContext, useFormMessage } from './context.js';
import type { FieldDefinition, FormValues } from './types.js';

export interface FieldShellProps {
  field: FieldDefinition;
  name: string;
  id: string;
  /** A server error for this field, shown while the value is the one the server refused. */
  serverError?: string | null;
  /** The kind renders its own label (checkbox). */
  ownLabel?: boolean;
  children: (invalid: boolean) => ReactNode;
}

/** A field's label (with the required asterisk), its control and its message; its hint under the control. */
export function FieldShell({ field, name, id, serverError, ownLabel, children }: FieldShellProps) {
  const { t } = useTranslation();
  const translate = useFormMessage();
  const { errors, touched, submitCount } = useFormikContext<FormValues>();
  const [localError, setLocalError] = useState<string | null>(null);
  const formError = getIn(errors, name) as unknown;
  const shown = getIn(touched, name) || submitCount > 0;
  const message = localError ?? (shown && typeof formError === 'string' ? formError : null) ?? serverError ?? null;
  return (
    <LocalErrorContext.Provider value={setLocalError}>
      <Form.Item
        label={!ownLabel && field.label ? t(field.label, { defaultValue: field.label }) : undefined}
        htmlFor={id}
        required={field.required}
        validateStatus={message ? 'error' : undefined}
        help={message ? <span data-field-error={name}>{translate(message)}</span> : undefined}
        extra={field.hint ? <Trans i18nKey={field.hint} defaults={field.hint} components={LTR_MARKUP} /> : undefined}
        data-field={name}
      >
        {children(Boolean(message))}
      </Form.Item>
    </LocalErrorContext.Provider>
  );
}
