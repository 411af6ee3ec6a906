import { useRef } from 'react';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldValue } from '../context.js';
import { acceptsClick, COUNTER_CLICK_DEBOUNCE_MS, counterMax, counterNext, valueAt } from '../logic.js';
import type { FieldProps } from '../types.js';

/**
 * counter: minus and plus, step `props.step` (1), from 0 to `props.max` (20). With
 * `props.controller` (a field name) and `props.siblings` (field names), this counter and its
 * siblings together never go above the controller's value.
 */
export default function CounterField({ field, name, id, disabled }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue, values } = useFieldValue<number>(name);
  const lastClick = useRef<number | null>(null);
  const props = field.props ?? {};
  const controllerValue = props.controller ? Number(valueAt(values, props.controller) ?? 0) : undefined;
  const siblingsSum = ((props.siblings ?? []) as string[]).reduce((sum, sibling) => sum + (Number(valueAt(values, sibling)) || 0), 0);
  const settings = { step: props.step, max: props.max, controllerValue, siblingsSum };
  const current = Number(value) || 0;
  const max = counterMax(settings);

  const click = (direction: 1 | -1) => {
    const now = Date.now();
    if (!acceptsClick(lastClick.current, now, COUNTER_CLICK_DEBOUNCE_MS)) return;
    lastClick.current = now;
    setValue(counterNext(current, direction, settings));
  };

  return (
    <Space id={id} dir="ltr">
      <Button aria-label={t('FORM.DECREMENT')} disabled={disabled || current <= 0} onClick={() => click(-1)}>
        −
      </Button>
      <output aria-live="polite" data-testid={`${id}-value`} style={{ minWidth: 32, display: 'inline-block', textAlign: 'center', fontWeight: 600 }}>
        {current}
      </output>
      <Button aria-label={t('FORM.INCREMENT')} disabled={disabled || current >= max} onClick={() => click(1)}>
        +
      </Button>
    </Space>
  );
}
