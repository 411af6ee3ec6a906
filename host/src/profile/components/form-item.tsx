import type { ReactNode } from 'react';
import { Form } from 'antd';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';

interface FormItemProps<Values> {
  formik: FormikProps<Values>;
  name: keyof Values & string;
  labelKey: string;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/** A labelled field whose error (a translation key) shows once the field was touched. */
export function FormItem<Values>({ formik, name, labelKey, required = true, extra, children }: FormItemProps<Values>) {
  const { t } = useTranslation();
  const error = formik.touched[name] ? formik.errors[name] : undefined;
  const status = typeof error === 'string' ? { validateStatus: 'error' as const, help: t(error) } : {};
  return (
    <Form.Item label={t(labelKey)} htmlFor={`profile-${name}`} required={required} extra={extra} {...status}>
      {children}
    </Form.Item>
  );
}

/** The input props of a text field bound to formik. */
export function bind<Values>(formik: FormikProps<Values>, name: keyof Values & string) {
  return {
    id: `profile-${name}`,
    name,
    value: formik.values[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  };
}
