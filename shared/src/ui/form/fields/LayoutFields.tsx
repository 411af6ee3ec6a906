import { Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';

/** custom_spacer: empty room, `props.height` px (24). */
export function SpacerField({ field }: FieldProps) {
  return <div aria-hidden="true" style={{ height: field.props?.height ?? 24 }} />;
}

/** border_bottom: a line across the row. */
export function BorderBottomField() {
  return <div role="separator" style={{ borderBottom: '1px solid rgba(5, 5, 5, 0.12)', margin: '8px 0 16px' }} />;
}

/** text_devider: a divider with a title (`label`). */
export function TextDividerField({ field }: FieldProps) {
  const { t } = useTranslation();
  return (
    <Divider titlePlacement="start" style={{ marginTop: 8 }}>
      {field.label ? t(field.label, { defaultValue: field.label }) : null}
    </Divider>
  );
}

/** label_inout: a label and a value shown, not edited: `props.text` (a key) or the field's value. */
export function LabelInOutField({ field, name, id }: FieldProps) {
  const { t } = useTranslation();
  const { value } = useFieldValue<unknown>(name);
  const text: string | undefined = field.props?.text;
  return (
    <div id={id} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '4px 0' }}>
      {field.label ? <Typography.Text type="secondary">{t(field.label, { defaultValue: field.label })} :</Typography.Text> : null}
      <Typography.Text strong>{text ? t(text, { defaultValue: text }) : value === undefined || value === null ? '' : String(value)}</Typography.Text>
    </div>
  );
}
