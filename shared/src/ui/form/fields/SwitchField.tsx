import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';

/** switch: on or off; `props.onLabel` / `props.offLabel` (translation keys) are written in the switch. */
export default function SwitchField({ field, name, id, disabled }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue } = useFieldValue<boolean>(name);
  const { onLabel, offLabel } = (field.props ?? {}) as { onLabel?: string; offLabel?: string };
  return (
    <Switch
      id={id}
      checked={Boolean(value)}
      disabled={disabled}
      checkedChildren={onLabel ? t(onLabel) : undefined}
      unCheckedChildren={offLabel ? t(offLabel) : undefined}
      onChange={(checked) => setValue(checked)}
    />
  );
}
