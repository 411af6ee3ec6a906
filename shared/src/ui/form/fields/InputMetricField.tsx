import { InputNumber } from 'antd';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';

/** input_metric: a measure with its unit (`props.unit`, e.g. kg, cm), `props.min` (0), `props.max`, `props.precision`. */
export default function InputMetricField({ field, name, id, disabled, invalid }: FieldProps) {
  const { value, setValue, onBlur } = useFieldValue<number | null>(name);
  const props = field.props ?? {};
  return (
    <InputNumber<number>
      id={id}
      name={name}
      value={value ?? null}
      min={props.min ?? 0}
      max={props.max}
      precision={props.precision}
      step={props.step ?? 1}
      suffix={props.unit}
      style={{ width: '100%' }}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      onChange={(next) => setValue(next ?? null)}
      onBlur={onBlur}
    />
  );
}
