import { useState } from 'react';
import { Button, Divider, Input, Modal, Select } from 'antd';
import type { FieldOption, FieldProps } from '../types.js';
import { useSelectField, useTranslatedOptions } from './options.js';

/**
 * creatable_select_with_modal: choose an option, or create one in a modal ("New option"):
 * `props.onCreate(label)` answers the option to add (by default the label itself).
 */
export default function CreatableSelectWithModalField(props: FieldProps) {
  const { field } = props;
  const { setValue, t, selectProps } = useSelectField<string | number>(props);
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
        {...selectProps}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(next) => setValue(next ?? '')}
        popupRender={(menu) => (
          <>
            {menu}
            <Divider style={{ margin: '4px 0' }} />
            <Button type="link" block onClick={() => setOpen(true)} data-testid={`${selectProps.id}-create`}>
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
        <Input
          aria-label={t('FORM.CREATE_TITLE')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={() => void save()}
          autoFocus
        />
      </Modal>
    </>
  );
}
