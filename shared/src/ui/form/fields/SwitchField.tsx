import { Switch } from 'antd';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';

/** switch: on or off. */
export default function SwitchField({ name, id, disabled }: FieldProps) {
  const { value, setValue } = useFieldValue<boolean>(name);
  return <Switch id={id} checked={Boolean(value)} disabled={disabled} onChange={(checked) => setValue(checked)} />;
}
