import { useState } from 'react';
import { Button, Divider, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldValue } from '../context.js';
import type { FieldOption, FieldProps } from '../types.js';
import { useTranslatedOptions } from './options.js';

/**
 * creatable_select_with_modal: choose an option, or create one in a modal ("New option"):
 * `props.onCreate(label)` answers the option to add (by default the label itself).
 */
export default function CreatableSelectWithModalField({ field, name, id, disabled, invalid }: FieldProps) {
  const { t } = useTranslation();
  const { value, setValue, onBlur } = useFieldValue<string | number | null>(name);
  const [created, setCreated] = useState<FieldOption[]>([]);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const options = useTranslatedOptions([...(field.props?.options ?? []), ...created]);
  const onCreate: (label: string) => Promise<FieldOption> | FieldOption = field.props?.onCreate ?? ((label: string) => ({ value: label, label }));

  const save = async () => {
    const label = draft.trim();
    if (!label) return;
    setSaving(true);
    try {
      const option = await onCreate(label);
      setCreated((list) => [...list, option]);
      setValue(option.value);
      setOpen(false);
      setDraft('');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Select
        id={id}
        value={value === '' ? undefined : (value ?? undefined)}
        options={options}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t(field.placeholder ?? 'FORM.SELECT_PLACEHOLDER')}
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        onChange={(next) => setValue(next ?? '')}
        onBlur={onBlur}
        popupRender={(menu) => (
          <>
            {menu}
            <Divider style={{ margin: '4px 0' }} />
            <Button type="link" block onClick={() => setOpen(true)} data-testid={`${id}-create`}>
              + {t('FORM.CREATE_TITLE')}
            </Button>
          </>
        )}
      />
      <Modal
        open={open}
        title={t('FORM.CREATE_TITLE')}
        okText={t('FORM.SAVE')}
        cancelText={t('FORM.CANCEL')}
        confirmLoading={saving}
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Input aria-label={t('FORM.CREATE_TITLE')} value={draft} onChange={(event) => setDraft(event.target.value)} onPressEnter={() => void save()} autoFocus />
      </Modal>
    </>
  );
}
