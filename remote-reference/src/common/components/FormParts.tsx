import { Button, Flex, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { submitLoading, type StatusFieldLabels } from '@evax/shared/ui';

/** The words of a reference-data form's status switch (is_active). */
export const REFERENCE_STATUS_LABELS: StatusFieldLabels = {
  label: 'REFERENCE.DCI.COLUMNS.STATUS',
  on: 'REFERENCE.DCI.STATUS.ACTIVE',
  off: 'REFERENCE.DCI.STATUS.ARCHIVED',
};

/** The buttons of a reference-data form: Save and Cancel. */
export const REFERENCE_FORM_LABELS = { submitLabel: 'REFERENCE.ACTIONS.SAVE', cancelLabel: 'REFERENCE.ACTIONS.CANCEL' } as const;

export interface StatusSwitchProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The field's error state, as the forms' fieldStatus gives it. */
  validateStatus?: 'error';
  help?: string;
}

/** The active / archived switch of a reference-data form (is_active). */
export function StatusSwitch({ id, checked, onChange, validateStatus, help }: StatusSwitchProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('REFERENCE.DCI.COLUMNS.STATUS')} htmlFor={id} validateStatus={validateStatus} help={help}>
      <Switch id={id} checked={checked} checkedChildren={t('REFERENCE.DCI.STATUS.ACTIVE')} unCheckedChildren={t('REFERENCE.DCI.STATUS.ARCHIVED')} onChange={onChange} />
    </Form.Item>
  );
}

export interface FormFooterProps {
  submitting: boolean;
  onCancel: () => void;
}

/** Save (submits the form) and Cancel: the footer of every reference-data form. */
export function FormFooter({ submitting, onCancel }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <Flex gap="small">
      <Button type="primary" htmlType="submit" loading={submitLoading(submitting)}>
        {t('REFERENCE.ACTIONS.SAVE')}
      </Button>
      <Button onClick={onCancel}>{t('REFERENCE.ACTIONS.CANCEL')}</Button>
    </Flex>
  );
}
