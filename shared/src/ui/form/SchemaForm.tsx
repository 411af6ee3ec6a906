import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Col, Form, Row, Segmented, Space, Spin } from 'antd';
import { Formik, useFormikContext, yupToFormErrors, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@evax/shared/contract';
import { toApiError, useLanguage } from '@evax/shared/runtime';
import { formMessage } from '@evax/shared/validation';
import { submitLoading } from '../submit-loading.js';
import { FieldShell } from './FieldShell.js';
import { emptyValue, fieldsToClear, initialValuesFor, shownFields, valueAt } from './logic.js';
import { fieldKinds } from './registry.js';
import { RenderFieldContext, type RenderField } from './render-context.js';
import { buildFormSchema } from './schema.js';
import type { FieldDefinition, FieldLanguage, FormValues } from './types.js';

/** Field errors of the API's envelope, `{ field: [{code, key, params}] }`. */
export type ServerFieldErrors = Record<string, FieldError[]>;

export interface SchemaFormProps {
  fields: FieldDefinition[];
  initialValues?: FormValues;
  /** Called with the values once they pass; a thrown API error's field errors show on their fields. */
  onSubmit: (values: FormValues, helpers: FormikHelpers<FormValues>) => void | Promise<void>;
  /** Field errors from the server, shown on their fields until the value changes. */
  serverErrors?: ServerFieldErrors | null;
  /** Shows a language toggle: fields with `language` show only when the toggle is on theirs. */
  bilingual?: boolean;
  /** Translation key of the submit button (FORM.SUBMIT). */
  submitLabel?: string;
  /** Element id prefix (also the form's id). */
  id?: string;
  /** More buttons beside Save. */
  actions?: ReactNode;
}

/** The first message of each field of an API error envelope, as form messages. */
export function serverMessages(errors: ServerFieldErrors | null | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, list] of Object.entries(errors ?? {})) {
    const first = list[0];
    if (first) messages[field] = formMessage(first.key, first.params);
  }
  return messages;
}

function fieldId(formId: string, path: string): string {
  return `${formId}_${path.replace(/\./g, '_')}`;
}

/** Clears dependants and date fields as the values change (spec 1 §4.4). */
function DependantsEffect({ fields }: { fields: FieldDefinition[] }) {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  const previous = useRef(values);
  useEffect(() => {
    const before = previous.current;
    previous.current = values;
    if (before === values) return;
    for (const name of fieldsToClear(fields, before, values)) {
      void setFieldValue(name, emptyValue(fields.find((field) => field.name === name)!), false);
    }
  }, [fields, values, setFieldValue]);
  return null;
}

interface ServerError {
  message: string;
  value: unknown;
}

/**
 * A form declared as a list of field definitions (spec 1 §2.6, §5): formik + yup, validated on
 * change and on blur with a schema built from the shown fields, laid out on a 24-column grid
 * (12 by default), with the required asterisk and server field errors on their fields.
 */
export function SchemaForm({ fields, initialValues, onSubmit, serverErrors, bilingual, submitLabel = 'FORM.SUBMIT', id = 'schema-form', actions }: SchemaFormProps) {
  const { t } = useTranslation();
  const interfaceLanguage = useLanguage();
  const [fieldLanguage, setFieldLanguage] = useState<FieldLanguage>(interfaceLanguage === 'ar' ? 'ar' : 'fr');
  const language = bilingual ? fieldLanguage : undefined;
  const [server, setServer] = useState<Record<string, ServerError>>({});
  const initial = useMemo(() => initialValuesFor(fields, initialValues), [fields, initialValues]);

  const rememberServerErrors = useCallback((errors: ServerFieldErrors | null | undefined, values: FormValues) => {
    setServer(Object.fromEntries(Object.entries(serverMessages(errors)).map(([name, message]) => [name, { message, value: valueAt(values, name) }])));
  }, []);

  useEffect(() => {
    if (serverErrors) rememberServerErrors(serverErrors, initial);
  }, [serverErrors, rememberServerErrors, initial]);

  // Synchronous, so results apply in the order of the changes (formik keeps whichever async
  // validation ends last, which could be an older one).
  const validate = useCallback(
    (values: FormValues) => {
      try {
        buildFormSchema(fields, values, { language }).validateSync(values, { abortEarly: false });
        return {};
      } catch (error) {
        return yupToFormErrors(error);
      }
    },
    [fields, language],
  );

  const submit = async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    setServer({});
    try {
      await onSubmit(values, helpers);
    } catch (error) {
      const fieldErrors = toApiError(error).envelope?.fields;
      if (!fieldErrors) throw error;
      rememberServerErrors(fieldErrors, values);
    }
  };

  return (
    <Formik<FormValues> initialValues={initial} validate={validate} validateOnChange validateOnBlur onSubmit={submit} enableReinitialize>
      {(formik) => {
        const renderField: RenderField = (field, path) => {
          const kind = fieldKinds[field.type];
          const Component = kind.component;
          const elementId = fieldId(id, path);
          const disabled = field.disabled || formik.isSubmitting;
          const serverError = server[path] && server[path].value === valueAt(formik.values, path) ? server[path].message : null;
          const control = (invalid: boolean) => (
            <Suspense fallback={<Spin size="small" />}>
              <Component field={field} name={path} id={elementId} disabled={disabled} invalid={invalid} />
            </Suspense>
          );
          return (
            <Col key={path} xs={24} md={field.width ?? 12} data-kind={field.type}>
              {kind.layout && field.type !== 'preloaded_table' ? (
                control(false)
              ) : (
                <FieldShell field={field} name={path} id={elementId} serverError={serverError}>
                  {control}
                </FieldShell>
              )}
            </Col>
          );
        };
        return (
          <RenderFieldContext.Provider value={renderField}>
            <Form layout="vertical" component={false}>
              <form id={id} noValidate onSubmit={formik.handleSubmit} onReset={formik.handleReset}>
                <DependantsEffect fields={fields} />
                {bilingual ? (
                  <Space style={{ marginBottom: 16 }}>
                    <span>{t('FORM.LANGUAGE_TOGGLE')}</span>
                    <Segmented<FieldLanguage>
                      aria-label={t('FORM.LANGUAGE_TOGGLE')}
                      value={fieldLanguage}
                      onChange={setFieldLanguage}
                      options={[
                        { value: 'fr', label: t('FORM.FIELDS_FR') },
                        { value: 'ar', label: t('FORM.FIELDS_AR') },
                      ]}
                    />
                  </Space>
                ) : null}
                <Row gutter={16}>{shownFields(fields, formik.values, language).map((field) => renderField(field, field.name))}</Row>
                <Space>
                  <Button type="primary" htmlType="submit" loading={submitLoading(formik.isSubmitting)}>
                    {t(submitLabel)}
                  </Button>
                  {actions}
                </Space>
              </form>
            </Form>
          </RenderFieldContext.Provider>
        );
      }}
    </Formik>
  );
}
