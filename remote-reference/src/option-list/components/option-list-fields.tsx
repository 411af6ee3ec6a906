import { Typography } from 'antd';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { DefaultOption } from '@evax/shared/contract';
import { useFieldValue, useFormMessage, type FieldProps, type FormValues } from '@evax/shared/ui';
import { AddedOptionsEditor } from './AddedOptionsEditor';
import { DefaultOptionsTable } from './DefaultOptionsTable';
import type { DraftOption } from './option-draft';

/** The rules' messages of the form by dotted path (`addedOptionSet.2.valueFr`), as the page judges them. */
export type OptionListProblemsOf = (values: FormValues) => Record<string, string>;

/**
 * The added options as a field of the form: a row's message is the server's while its value
 * stands, else the rules' once the row was left or the form sent.
 */
export function AddedOptionsField({ field, name, serverErrors }: FieldProps) {
  const translate = useFormMessage();
  const { value, setValue, values } = useFieldValue<DraftOption[]>(name);
  const { touched, submitCount, setFieldTouched } = useFormikContext<FormValues>();
  const problemsOf = field.props?.problemsOf as OptionListProblemsOf;
  const problems = problemsOf(values);
  const errorOf = (path: string): string | undefined => {
    const message = serverErrors?.[path] ?? (submitCount > 0 || getIn(touched, path) ? problems[path] : undefined);
    return message ? translate(message) : undefined;
  };
  return <AddedOptionsEditor options={value} onChange={setValue} onTouch={(path) => void setFieldTouched(path, true, false)} errorOf={errorOf} />;
}

/** The list's default options, read-only, above the added ones. */
export function DefaultOptionsSection({ name }: FieldProps) {
  const { t } = useTranslation();
  const { value } = useFieldValue<DefaultOption[]>(name);
  return (
    <section aria-labelledby="list-default-options">
      <Typography.Title level={5} id="list-default-options">
        {t('REFERENCE.LISTS.FORM.DEFAULT_OPTIONS')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('REFERENCE.LISTS.FORM.DEFAULT_HINT')}</Typography.Paragraph>
      <DefaultOptionsTable options={value} />
    </section>
  );
}

/** A saved list's code, which does not change. */
export function ReadOnlyCode({ name, id }: FieldProps) {
  const { value } = useFieldValue<string>(name);
  return (
    <Typography.Text id={id} code>
      {value}
    </Typography.Text>
  );
}
