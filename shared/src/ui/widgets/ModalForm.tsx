import { useState, type ReactNode } from 'react';
import { Alert, Modal } from 'antd';
import { Formik, Form, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AnyObjectSchema } from 'yup';
import { useFormMessage } from '../form/context.js';
import { mapServerError, touchedFor } from '../form/server-errors.js';
import { submitLoading } from '../submit-loading.js';
import { useSubmitOnce } from '../submit-once.js';

export interface ModalFormProps<Values extends FormikValues> {
  open: boolean;
  title: ReactNode;
  initialValues: Values;
  validationSchema?: AnyObjectSchema;
  /** Saves the values; the modal closes when it resolves and stays open with the error when it throws. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<unknown> | unknown;
  onClose: () => void;
  children: (form: FormikProps<Values>) => ReactNode;
}

/**
 * A form in a modal with Cancel and Save (spec 1 §2.4); a successful save closes it (§4.4), a
 * refused one shows each error once: on its field, or in the banner.
 */
export function ModalForm<Values extends FormikValues>({ open, title, initialValues, validationSchema, onSubmit, onClose, children }: ModalFormProps<Values>) {
  const { t } = useTranslation();
  const translate = useFormMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  // Save's click and Enter in a field: one submit at a time (the kit's guard against a double save).
  const submitOnce = useSubmitOnce((form: FormikProps<Values>) => form.submitForm());
  const save = useSubmitOnce(async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    try {
      await onSubmit(values, helpers);
      helpers.resetForm();
      onClose();
    } catch (error) {
      const mapped = mapServerError(error);
      helpers.setErrors(mapped.fields as never);
      void helpers.setTouched(touchedFor(mapped.byPath) as never, false);
      setFailure(mapped.message && translate(mapped.message));
    }
  });
  return (
    <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} validateOnChange validateOnBlur enableReinitialize onSubmit={save}>
      {(form) => (
        <Modal
          open={open}
          title={title}
          okText={t('GENERAL.SAVE')}
          cancelText={t('GENERAL.CANCEL')}
          onOk={() => void submitOnce(form)}
          onCancel={() => {
            form.resetForm();
            close();
          }}
          okButtonProps={{ loading: submitLoading(form.isSubmitting), htmlType: 'submit' }}
          cancelButtonProps={{ disabled: form.isSubmitting }}
          destroyOnHidden
        >
          <Form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submitOnce(form);
            }}
          >
            {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
            {children(form)}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
