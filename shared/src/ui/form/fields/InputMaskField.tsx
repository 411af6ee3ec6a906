import { useContext } from 'react';
import { ConfigProvider, Input } from 'antd';
import { useFieldValue } from '../context.js';
import { applyMask, fixedDirectionStyle } from '../logic.js';
import type { FieldProps } from '../types.js';

/** input_mask: text typed through `props.mask` (`9` digit, `a` letter, `*` any, others literal), e.g. `99 999 999`. */
export default function InputMaskField({ field, name, id, disabled, invalid }: FieldProps) {
  const { value, setValue, onBlur } = useFieldValue<string>(name);
  const mask: string = field.props?.mask ?? '';
  const { direction: page } = useContext(ConfigProvider.ConfigContext);
  return (
    <Input
      id={id}
      name={name}
      dir="ltr"
      style={fixedDirectionStyle('ltr', page)}
      value={value ?? ''}
      placeholder={field.placeholder ?? mask.replace(/9/g, '_')}
      disabled={disabled}
      status={invalid ? 'error' : undefined}
      onChange={(event) => setValue(mask ? applyMask(mask, event.target.value) : event.target.value)}
      onBlur={onBlur}
    />
  );
}
