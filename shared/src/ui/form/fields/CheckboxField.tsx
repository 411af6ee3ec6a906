import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';

/** checkbox: one yes/no box; `props.text` is the text beside it. Required means it must be ticked. */
export default function CheckboxField({ field, name, id, disabled }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue } = useFieldValue<boolean>(name);
  const text: string | undefined = field.props?.text;
  return (
    <Checkbox id={id} name={name} checked={Boolean(value)} disabled={disabled} onChange={(event) => setValue(event.target.checked)}>
      {text ? t(text, { defaultValue: text }) : null}
    </Checkbox>
  );
}
