import { useState, type ReactNode } from 'react';
import { Button, Flex, Steps } from 'antd';
import { Formik, Form, type FormikProps, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { submitLoading } from '../submit-loading.js';
import { nextStepMove, previousStep } from './widget-rules.js';

export interface FormStep<Values extends FormikValues> {
  key: string;
  title: ReactNode;
  /** The step's own fields' schema: Next is refused while they are invalid. */
  validationSchema?: AnyObjectSchema;
  /** The step's own submit; throwing (or returning false) keeps the user on the step (spec 1 §4.4). */
  onSubmit?: (values: Values) => Promise<boolean | void> | boolean | void;
  render: (form: FormikProps<Values>) => ReactNode;
}

export interface StepFormProps<Values extends FormikValues> {
  steps: FormStep<Values>[];
  initialValues: Values;
  /** Called by the last step (after its own submit). */
  onSubmit: (values: Values) => Promise<unknown> | unknown;
}

/** A multi-step form with Back, Next and Save (spec 1 §2.4): forward after each step's submit. */
export function StepForm<Values extends FormikValues>({ steps, initialValues, onSubmit }: StepFormProps<Values>) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const step = steps[current]!;
  const last = current === steps.length - 1;

  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={step.validationSchema}
      validateOnChange
      validateOnBlur
      onSubmit={async (values) => {
        try {
          if ((await step.onSubmit?.(values)) === false) return;
        } catch {
          return;
        }
        const move = nextStepMove(current, steps.length);
        if (move.kind === 'submit') await onSubmit(values);
        else setCurrent(move.index);
      }}
    >
      {(form) => (
        <Form noValidate className="evax-step-form">
          <Flex vertical gap="large">
            <Steps current={current} items={steps.map(({ key, title }) => ({ key, title }))} />
            <div>{step.render(form)}</div>
            <Flex gap="small" justify="flex-end">
              <Button
                disabled={current === 0 || form.isSubmitting}
                onClick={() => {
                  form.setErrors({});
                  setCurrent(previousStep(current));
                }}
              >
                {t('GENERAL.BACK')}
              </Button>
              <Button type="primary" htmlType="submit" loading={submitLoading(form.isSubmitting)}>
                {t(last ? 'GENERAL.SAVE' : 'GENERAL.NEXT')}
              </Button>
            </Flex>
          </Flex>
        </Form>
      )}
    </Formik>
  );
}
