import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Steps } from 'antd';
import { Formik, Form, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { useFormMessage } from '../form/context.js';
import { mapServerError, touchedFor, type ServerErrorOptions } from '../form/server-errors.js';
import { ScrollToFirstError } from '../form/ScrollToFirstError.js';
import { submitLoading } from '../submit-loading.js';
import { useSubmitOnce } from '../submit-once.js';
import { nextStepMove, previousStep } from './widget-rules.js';

export interface FormStep<Values extends FormikValues> {
  key: string;
  title: ReactNode;
  /** The step's own fields' schema: Next is refused while they are invalid. */
  validationSchema?: AnyObjectSchema;
  /**
   * The step's own submit; throwing (or returning false) keeps the user on the step (spec 1 §4.4), a
   * thrown API error shown on its fields or above them. `form` sets what the step learnt (a check's answer).
   */
  onSubmit?: (values: Values, form: FormikHelpers<Values>) => Promise<boolean | void> | boolean | void;
  render: (form: FormikProps<Values>) => ReactNode;
}

export interface StepFormProps<Values extends FormikValues> {
  steps: FormStep<Values>[];
  initialValues: Values;
  /** Called by the last step (after its own submit). */
  onSubmit: (values: Values) => Promise<unknown> | unknown;
  /** Translation key of the last step's button (GENERAL.SAVE). */
  saveLabel?: string;
  /**
   * The fields the form shows, for a refused save (mapServerError's `shown`): an error on another
   * path (one the API names but no field of the form shows) becomes the banner. All when absent.
   */
  shownErrors?: ServerErrorOptions['shown'];
}

/**
 * A multi-step form with Back, Next and Save (spec 1 §2.4): forward after each step's submit. Of
 * one step it is a page's plain form around SchemaFields sections and the page's own parts (no
 * steps bar, no Back): the same validation, the same refused save.
 */
export function StepForm<Values extends FormikValues>({ steps, initialValues, onSubmit, saveLabel = 'GENERAL.SAVE', shownErrors }: StepFormProps<Values>) {
  const { t } = useTranslation();
  const translate = useFormMessage();
  const [current, setCurrent] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const step = steps[current]!;
  const last = current === steps.length - 1;
  const single = steps.length === 1;
  // Next or Save clicked while the step's submit is in flight (or Enter, then a click): once.
  const submitOnce = useSubmitOnce((form: FormikProps<Values>) => form.submitForm());
  const submitStep = useSubmitOnce(async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    const refused = (error: unknown) => {
      const mapped = mapServerError(error, { shown: shownErrors });
      helpers.setErrors(mapped.fields as never);
      void helpers.setTouched(touchedFor(mapped.byPath) as never, false);
      setFailure(mapped.message);
    };
    try {
      if ((await step.onSubmit?.(values, helpers)) === false) return;
    } catch (error) {
      refused(error);
      return;
    }
    const move = nextStepMove(current, steps.length);
    if (move.kind !== 'submit') {
      // The next step starts untouched: its messages show once a field is left or the step is
      // submitted, not because the previous step was (formik's submit touches every value).
      helpers.resetForm({ values, touched: {}, errors: {}, submitCount: 0 });
      setCurrent(move.index);
    } else
      try {
        await onSubmit(values);
      } catch (error) {
        refused(error);
      }
  });

  return (
    <Formik<Values> initialValues={initialValues} validationSchema={step.validationSchema} validateOnChange validateOnBlur onSubmit={submitStep}>
      {(form) => (
        <Form
          noValidate
          className="evax-step-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submitOnce(form);
          }}
        >
          <ScrollToFirstError />
          <Flex vertical gap="large">
            {single ? null : <Steps current={current} items={steps.map(({ key, title }) => ({ key, title }))} />}
            {failure ? <Alert type="error" showIcon role="alert" title={translate(failure)} /> : null}
            <div>{step.render(form)}</div>
            <Flex gap="small" justify="flex-end">
              {single ? null : (
                <Button
                  disabled={current === 0 || form.isSubmitting}
                  onClick={() => {
                    form.setErrors({});
                    setFailure(null);
                    setCurrent(previousStep(current));
                  }}
                >
                  {t('GENERAL.BACK')}
                </Button>
              )}
              <Button type="primary" htmlType="submit" loading={submitLoading(form.isSubmitting)}>
                {t(last ? saveLabel : 'GENERAL.NEXT')}
              </Button>
            </Flex>
          </Flex>
        </Form>
      )}
    </Formik>
  );
}
