import { Button, Flex, Form, Input, Switch, Table, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LIMITS, REFERENCE_LIMITS } from '@evax/shared/contract';
import { addOption, moveOption, type DraftOption } from './option-draft';

export interface AddedOptionsEditorProps {
  options: DraftOption[];
  onChange: (options: DraftOption[]) => void;
  /** A field was left (`addedOptionSet.2.valueFr`). */
  onTouch: (field: string) => void;
  /** The translated message of a field, if any (`addedOptionSet`, `addedOptionSet.2.valueAr`). */
  errorOf: (field: string) => string | undefined;
}

/**
 * The added options of a list: French and Arabic values, an active flag, reordered with the up
 * and down buttons (keyboard-usable), 1 to LIMITS.optionListMax of them.
 */
export function AddedOptionsEditor({ options, onChange, onTouch, errorOf }: AddedOptionsEditorProps) {
  const { t } = useTranslation();
  const max = LIMITS.optionListMax;
  const update = (index: number, patch: Partial<DraftOption>) => onChange(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  const groupError = errorOf('addedOptionSet');

  const valueCell = (field: 'valueFr' | 'valueAr', labelKey: string, dir: 'ltr' | 'rtl') => (_: unknown, option: DraftOption, index: number) => {
    const name = `addedOptionSet.${index}.${field}`;
    const help = errorOf(name);
    return (
      <Form.Item style={{ marginBlockEnd: 0 }} validateStatus={help ? 'error' : undefined} help={help}>
        <Input
          dir={dir}
          aria-label={`${t(labelKey)} ${index + 1}`}
          value={option[field]}
          maxLength={REFERENCE_LIMITS.optionValueMax}
          onChange={(event) => update(index, { [field]: event.target.value })}
          onBlur={() => onTouch(name)}
        />
      </Form.Item>
    );
  };

  return (
    <section aria-labelledby="list-added-options">
      <Flex justify="space-between" align="baseline" wrap gap="small">
        <Typography.Title level={5} id="list-added-options">
          {t('REFERENCE.LISTS.FORM.ADDED_OPTIONS')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('REFERENCE.LISTS.FORM.COUNT', { count: options.length, max })}</Typography.Text>
      </Flex>
      <Typography.Paragraph type="secondary">{t('REFERENCE.LISTS.FORM.ADDED_HINT', { max })}</Typography.Paragraph>
      <Table<DraftOption>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={options}
        locale={{ emptyText: t('REFERENCE.LISTS.SHOW.NONE') }}
        columns={[
          { key: 'rank', title: t('REFERENCE.LISTS.COLUMNS.RANK'), width: 64, render: (_: unknown, __: DraftOption, index: number) => index + 1 },
          { key: 'valueFr', title: t('REFERENCE.LISTS.COLUMNS.VALUE_FR'), render: valueCell('valueFr', 'REFERENCE.LISTS.COLUMNS.VALUE_FR', 'ltr') },
          { key: 'valueAr', title: t('REFERENCE.LISTS.COLUMNS.VALUE_AR'), render: valueCell('valueAr', 'REFERENCE.LISTS.COLUMNS.VALUE_AR', 'rtl') },
          {
            key: 'active',
            title: t('REFERENCE.LISTS.COLUMNS.ACTIVE'),
            width: 90,
            render: (_: unknown, option: DraftOption, index: number) => (
              <Switch
                size="small"
                aria-label={`${t('REFERENCE.LISTS.COLUMNS.ACTIVE')} ${index + 1}`}
                checked={option.active}
                onChange={(active) => update(index, { active })}
              />
            ),
          },
          {
            key: 'actions',
            title: t('COMMON.ACTIONS.TITLE'),
            width: 130,
            render: (_: unknown, __: DraftOption, index: number) => {
              const position = index + 1;
              return (
                <Flex gap={4}>
                  <Tooltip title={t('REFERENCE.LISTS.FORM.MOVE_UP', { position })}>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('REFERENCE.LISTS.FORM.MOVE_UP', { position })}
                      disabled={index === 0}
                      onClick={() => onChange(moveOption(options, index, -1))}
                    />
                  </Tooltip>
                  <Tooltip title={t('REFERENCE.LISTS.FORM.MOVE_DOWN', { position })}>
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('REFERENCE.LISTS.FORM.MOVE_DOWN', { position })}
                      disabled={index === options.length - 1}
                      onClick={() => onChange(moveOption(options, index, 1))}
                    />
                  </Tooltip>
                  <Tooltip title={t('REFERENCE.LISTS.FORM.REMOVE', { position })}>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('REFERENCE.LISTS.FORM.REMOVE', { position })}
                      onClick={() => onChange(options.filter((_, i) => i !== index))}
                    />
                  </Tooltip>
                </Flex>
              );
            },
          },
        ]}
      />
      {groupError && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginBlockStart: 8 }}>
          {groupError}
        </Typography.Text>
      )}
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        disabled={options.length >= max}
        onClick={() => onChange(addOption(options))}
        style={{ marginBlock: 16 }}
      >
        {t('REFERENCE.LISTS.FORM.ADD_OPTION')}
      </Button>
    </section>
  );
}
