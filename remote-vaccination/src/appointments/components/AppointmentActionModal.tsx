import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { VACCINATION_LIMITS, type AppointmentRow } from '@evax/shared/contract';
import { invalidate, notify, personName, useLanguage, useResource } from '@evax/shared/runtime';
import { SchemaForm, type FieldDefinition } from '@evax/shared/ui';
import { dayOpen, tunisToday } from '@evax/shared/validation';
import { VACCINATION_KEY } from '../../common/resource-keys';
import { APPOINTMENTS_KEY, appointmentsApi } from '../api';

const T = 'VACCINATION.APPOINTMENTS';

export type AppointmentAction = { kind: 'postpone' | 'cancel'; row: AppointmentRow };

const CANCEL_FIELDS: FieldDefinition[] = [
  { type: 'textarea', name: 'reason', label: `${T}.CANCEL.REASON`, required: true, width: 24, props: { maxLength: VACCINATION_LIMITS.reasonMax } },
];

/**
 * Postpone an appointment (a date picker offering the structure's open days only; the server checks
 * again: 'The appointment time is not valid') or cancel it with a reason (irreversible).
 */
export function AppointmentActionModal({ action, onClose }: { action: AppointmentAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: availability } = useResource(action?.kind === 'postpone' ? [...APPOINTMENTS_KEY, 'availability'] : null, (signal) =>
    appointmentsApi.availability(signal),
  );
  if (!action) return null;
  const postpone = action.kind === 'postpone';
  const today = tunisToday(new Date());
  const week = availability?.default ?? null;
  const periods = availability?.periods ?? [];
  const postponeFields: FieldDefinition[] = [
    {
      type: 'date_picker',
      name: 'date',
      label: `${T}.POSTPONE.DATE`,
      required: true,
      width: 24,
      props: { minDate: today, isDayOpen: (iso: string) => iso > today && dayOpen(iso, week, periods) },
    },
    { type: 'textarea', name: 'reason', label: `${T}.POSTPONE.REASON`, width: 24, props: { maxLength: VACCINATION_LIMITS.reasonMax } },
  ];
  const done = (message: string) => {
    notify.success(message);
    invalidate(VACCINATION_KEY);
    onClose();
  };
  const { row } = action;
  return (
    <Modal
      open
      title={`${t(postpone ? `${T}.POSTPONE.TITLE` : `${T}.CANCEL.TITLE`)} : ${personName(row, language)}`}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {postpone && availability && !week && (
        <Alert type="warning" showIcon title={t('ERROR.CODE.DEFAULT_AVAILABILITY_REQUIRED')} style={{ marginBottom: 16 }} />
      )}
      {!postpone && <Alert type="warning" showIcon title={t(`${T}.CANCEL.WARNING`)} style={{ marginBottom: 16 }} />}
      <SchemaForm
        id={`appointment-${action.kind}`}
        fields={postpone ? postponeFields : CANCEL_FIELDS}
        onCancel={onClose}
        onSubmit={async (values) => {
          const reason = typeof values.reason === 'string' && values.reason.trim() ? values.reason.trim() : undefined;
          if (postpone) {
            await appointmentsApi.postpone(row.id, { date: String(values.date), ...(reason ? { reason } : {}) });
            done(`${T}.POSTPONE.DONE`);
          } else {
            await appointmentsApi.cancel(row.id, { reason: reason ?? '' });
            done(`${T}.CANCEL.DONE`);
          }
        }}
      />
    </Modal>
  );
}
