import { useEffect } from 'react';
import { Button, Card, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@evax/shared/contract';
import { useFieldValue } from '../context.js';
import { canAddRow, canDeleteRow, initialValuesFor, syncRows, valueAt } from '../logic.js';
import { useRenderField } from '../render-context.js';
import type { FieldDefinition, FieldProps, FormValues } from '../types.js';

/**
 * form_repeater: rows of `props.fields`, added and deleted; at most `props.max` (50), at least
 * `props.min` (0): Add is disabled at the maximum, Delete at the minimum. With
 * `props.countField`, rows are added or trimmed to match that field's value.
 */
export default function RepeaterField({ field, name, id, disabled }: FieldProps) {
  const { t } = useTranslation();
  const renderField = useRenderField();
  const { value, setValue, values } = useFieldValue<FormValues[]>(name);
  const props = field.props ?? {};
  const rowFields: FieldDefinition[] = props.fields ?? [];
  const bounds = { min: props.min ?? LIMITS.repeaterMin, max: props.max ?? LIMITS.repeaterMax };
  const rows = Array.isArray(value) ? value : [];
  const makeRow = () => initialValuesFor(rowFields);
  const count = props.countField ? Number(valueAt(values, props.countField)) || 0 : null;

  useEffect(() => {
    if (count === null) return;
    const synced = syncRows(rows, count, makeRow, bounds);
    if (synced.length !== rows.length) setValue(synced);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);

  return (
    <div id={id} data-rows={rows.length}>
      {rows.map((_, index) => (
        <Card
          key={index}
          size="small"
          title={t('FORM.ROW', { index: index + 1 })}
          style={{ marginBottom: 12 }}
          extra={
            <Button
              danger
              size="small"
              disabled={disabled || !canDeleteRow(rows.length, bounds)}
              onClick={() => setValue(rows.filter((__, row) => row !== index))}
            >
              {t('FORM.DELETE_ROW')}
            </Button>
          }
        >
          <Row gutter={16}>{rowFields.map((rowField) => renderField(rowField, `${name}.${index}.${rowField.name}`))}</Row>
        </Card>
      ))}
      <Button type="dashed" block disabled={disabled || !canAddRow(rows.length, bounds)} onClick={() => setValue([...rows, makeRow()])}>
        + {t('FORM.ADD_ROW')}
      </Button>
    </div>
  );
}
