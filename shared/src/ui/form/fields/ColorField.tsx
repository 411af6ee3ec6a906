import { ColorPicker } from 'antd';
import { useFieldValue } from '../context.js';
import type { FieldProps } from '../types.js';

/** input_color: a colour, kept as #rrggbb. */
export default function ColorField({ name, id, disabled }: FieldProps) {
  const { value, setValue } = useFieldValue<string>(name);
  return (
    <div id={id}>
      <ColorPicker
        value={value || undefined}
        showText
        format="hex"
        disabledAlpha
        disabled={disabled}
        onChangeComplete={(color) => setValue(color.toHexString())}
      />
    </div>
  );
}
