import { useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { Alert, Button, Form, Row, Segmented, Space, Spin } from 'antd';
import { Formik, yupToFormErrors, type FormikErrors, type FormikHelpers, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@evax/shared/contract';
import { useLanguage, type ApiError } from '@evax/shared/runtime';
import { submitLoading } from '../submit-loading.js';
import { useSubmitOnce } from '../submit-once.js';
import { useFormMessage } from './context.js';
import { DependantsEffect, fieldCell } from './field-cell.js';
import { useLoadedValues, type ValuesLoader } from './loaded-values.js';
import { initialValuesFor, shownFields, valueAt } from './logic.js';
import { RenderFieldContext, type RenderField } from './render-context.js';
import { buildFormSchema } from './schema.js';
import { ScrollToFirstError } from './ScrollToFirstError.js';
import { mapServerError, serverMessages, setPath, type ServerErrorOptions, type ServerFieldErrors } from './server-errors.js';
import type { FieldDefinition, FieldLanguage, FormValues } from './types.js';

/** The words of a bilingual form's language toggle (translation keys). */
export interface LanguageToggleLabels {
  label: string;
  fr: string;
  ar: string;
}

const TOGGLE_LABELS: LanguageToggleLabels = { label: 'FORM.LANGUAGE_TOGGLE', fr: 'FORM.FIELDS_FR', ar: 'FORM.FIELDS_AR' };

/** Rules over the whole values, by dotted path: the shared rule functions' field errors, or form messages. */
export type FormRules = (values: FormValues) => Record<string, FieldError[] | string>;

export interface SchemaFormProps {
  fields: FieldDefinition[];
  initialValues?: FormValues;
  /**
   * Values of a record to edit, loaded before the form shows (a spinner meanwhile, the error if it
   * fails); they win over `initialValues`. Keep it stable (useCallback): a new one loads again.
   */
  load?: ValuesLoader;
  /** Called with the values once they pass; a thrown API error shows on its fields, or in the banner. */
  onSubmit: (values: FormValues, helpers: FormikHelpers<FormValues>) => void | Promise<void>;
  /** More rules than the fields' own (the shared rule functions the API applies too); they win over the fields'. */
  rules?: FormRules;
  /** Field errors from the server, shown on their fields until the value changes. */
  serverErrors?: ServerFieldErrors | null;
  /** The banner's key the form chooses for what no field shows (see mapServerError's `messageKey`). */
  errorMessageKey?: (error: ApiError) => string | undefined;
  /**
   * Which of a refused save's field errors show on the fields (mapServerError's `shown`): those on
   * the form's fields by default; `[]` puts every one in the banner (a code that is typed again).
   */
  shownErrors?: ServerErrorOptions['shown'];
  /** Shows a language toggle: fields with `language` show only when the toggle is on theirs. */
  bilingual?: boolean | LanguageToggleLabels;
  /** Translation key of the submit button (FORM.SUBMIT). */
  submitLabel?: string;
  /** The submit button's icon (a search form's magnifier). */
  submitIcon?: ReactNode;
  /** The submit button is disabled while this answers true (a one-time code not complete yet). */
  submitDisabled?: (values: FormValues) => boolean;
  /** Shows a Cancel button (FORM.CANCEL unless `cancelLabel`). */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Element id prefix (also the form's id): a field's element is `<id>_<path>`. */
  id?: string;
  /** More buttons beside Save. */
  actions?: ReactNode;
  /** Shown between the fields and the buttons (a read-only table beside the form's fields). */
  children?: (form: FormikProps<FormValues>) => ReactNode;
  style?: CSSProperties;
}

interface ServerError {
  message: string;
  value: unknown;
}

/** The rules' errors as formik keeps them (nested at their paths), each a form message. */
function ruleErrors(rules: FormRules | undefined, values: FormValues): FormikErrors<FormValues> {
  let errors: FormikErrors<FormValues> = {};
  for (const [path, problem] of Object.entries(rules?.(values) ?? {})) {
    const message = typeof problem === 'string' ? problem : serverMessages({ [path]: problem })[path];
    if (message) errors = setPath(errors, path, message) as FormikErrors<FormValues>;
  }
  return errors;
}

function hasErrorIn(errors: FormikErrors<FormValues>, fields: readonly FieldDefinition[]): boolean {
  return fields.some((field) => valueAt(errors as FormValues, field.name) !== undefined);
}

/**
 * A form declared as a list of field definitions (spec 1 §2.6, §5): formik + yup, validated on
 * change and on blur with a schema built from the shown fields (and the form's shared rules),
 * laid out on a 24-column grid (12 by default), with the required asterisk; a refused save shows
 * each server error once, on its field or in the banner.
 */
export function SchemaForm(props: SchemaFormProps) {
  const loaded = useLoadedValues(props.load);
  const { t } = useTranslation();
  if (loaded.error) return <Alert type="error" showIcon title={t(loaded.error.key)} />;
  if (props.load && !loaded.values) return <Spin />;
  return <LoadedSchemaForm {...props} initialValues={loaded.values ?? props.initialValues} />;
}

function LoadedSchemaForm({
  fields,
  initialValues,
  onSubmit,
  rules,
  serverErrors,
  errorMessageKey,
  shownErrors,
  bilingual,
  submitLabel = 'FORM.SUBMIT',
  submitIcon,
  submitDisabled,
  onCancel,
  cancelLabel = 'FORM.CANCEL',
  id = 'schema-form',
  actions,
  children,
  style,
}: SchemaFormProps) {
  const { t } = useTranslation();
  const translate = useFormMessage();
  const interfaceLanguage = useLanguage();
  const toggle = bilingual === true ? TOGGLE_LABELS : bilingual || null;
  const [fieldLanguage, setFieldLanguage] = useState<FieldLanguage>(interfaceLanguage === 'ar' ? 'ar' : 'fr');
  const language = toggle ? fieldLanguage : undefined;
  const [server, setServer] = useState<Record<string, ServerError>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const initial = useMemo(() => initialValuesFor(fields, initialValues), [fields, initialValues]);

  const rememberServerErrors = useCallback((messages: Record<string, string>, values: FormValues) => {
    setServer(Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, { message, value: valueAt(values, name) }])));
  }, []);

  useEffect(() => {
    if (serverErrors) rememberServerErrors(serverMessages(serverErrors), initial);
  }, [serverErrors, rememberServerErrors, initial]);

  // Synchronous, so results apply in the order of the changes (formik keeps whichever async
  // validation ends last, which could be an older one).
  const validate = useCallback(
    (values: FormValues) => {
      let fieldErrors: FormikErrors<FormValues> = {};
      try {
        buildFormSchema(fields, values, { language }).validateSync(values, { abortEarly: false });
      } catch (error) {
        fieldErrors = yupToFormErrors(error);
      }
      return { ...fieldErrors, ...ruleErrors(rules, values) };
    },
    [fields, language, rules],
  );

  const submit = useSubmitOnce(async (values: FormValues, helpers: FormikHelpers<FormValues>) => {
    setServer({});
    setFailure(null);
    try {
      await onSubmit(values, helpers);
    } catch (error) {
      const shown = shownErrors ?? ((path: string) => fields.some((field) => field.name === path.split('.')[0]));
      const mapped = mapServerError(error, { shown, messageKey: errorMessageKey });
      rememberServerErrors(mapped.byPath, values);
      setFailure(mapped.message);
    }
  });

  // A save refused on the fields of the language not shown turns the toggle to them. Once at a
  // time: Enter then a click on Save while the first is in flight sends it once.
  const submitShowingErrors = useSubmitOnce(async (formik: FormikProps<FormValues>) => {
    if (language) {
      const errors = await formik.validateForm();
      const other: FieldLanguage = language === 'fr' ? 'ar' : 'fr';
      const ofLanguage = (lang: FieldLanguage) => fields.filter((field) => field.language === lang);
      if (!hasErrorIn(errors, ofLanguage(language)) && hasErrorIn(errors, ofLanguage(other))) setFieldLanguage(other);
    }
    await formik.submitForm();
  });

  return (
    <Formik<FormValues> initialValues={initial} validate={validate} validateOnChange validateOnBlur onSubmit={submit} enableReinitialize>
      {(formik) => {
        const renderField: RenderField = (field, path) =>
          fieldCell({
            field,
            path,
            formId: id,
            disabled: Boolean(field.disabled) || formik.isSubmitting,
            serverError: server[path] && server[path].value === valueAt(formik.values, path) ? server[path].message : null,
            serverErrors: field.component ? serverErrorsUnder(server, path, formik.values) : undefined,
          });
        return (
          <RenderFieldContext.Provider value={renderField}>
            <Form layout="vertical" component={false}>
              <form
                id={id}
                noValidate
                style={style}
                onSubmit={(event) => {
                  event.preventDefault();
                  void submitShowingErrors(formik);
                }}
                onReset={formik.handleReset}
              >
                <DependantsEffect fields={fields} />
                <ScrollToFirstError />
                {failure ? <Alert type="error" showIcon role="alert" title={translate(failure)} style={{ marginBlockEnd: 16 }} /> : null}
                {toggle ? (
                  <Space style={{ marginBottom: 16 }}>
                    <span>{t(toggle.label)}</span>
                    <Segmented<FieldLanguage>
                      aria-label={t(toggle.label)}
                      value={fieldLanguage}
                      onChange={setFieldLanguage}
                      options={[
                        { value: 'fr', label: t(toggle.fr) },
                        { value: 'ar', label: t(toggle.ar) },
                      ]}
                    />
                  </Space>
                ) : null}
                <Row gutter={16}>{shownFields(fields, formik.values, language).map((field) => renderField(field, field.name))}</Row>
                {children?.(formik)}
                <Space>
                  <Button
                    type="primary"
                    htmlType="submit"
                    icon={submitIcon}
                    loading={submitLoading(formik.isSubmitting)}
                    disabled={submitDisabled?.(formik.values)}
                  >
                    {t(submitLabel)}
                  </Button>
                  {onCancel ? <Button onClick={onCancel}>{t(cancelLabel)}</Button> : null}
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

/** The server's messages under a field's path (a list's rows), while their values are the refused ones. */
function serverErrorsUnder(server: Record<string, ServerError>, path: string, values: FormValues): Record<string, string> {
  const under: Record<string, string> = {};
  for (const [name, error] of Object.entries(server)) {
    if ((name === path || name.startsWith(`${path}.`)) && valueAt(values, name) === error.value) under[name] = error.message;
  }
  return under;
}
