import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { VACCINATION_LIMITS, type BookletEntryAnswer } from '@evax/shared/contract';
import { invalidate, notify, useLanguage } from '@evax/shared/runtime';
import { SchemaForm, type FieldDefinition } from '@evax/shared/ui';
import { VACCINATION_KEY } from '../../common/resource-keys';
import { routineApi } from '../api';
import { doseLabel } from './booklet';

const T = 'VACCINATION.ROUTINE';

export type DoseAction = { kind: 'book' | 'postpone' | 'cancel' | 'edit'; entry: BookletEntryAnswer };

const POSTPONE_FIELDS: FieldDefinition[] = [
  { type: 'date_picker_with_input', name: 'date', label: `${T}.POSTPONE.DATE`, required: true, width: 24, props: { yearsAhead: 2 } },
  { type: 'textarea', name: 'reason', label: `${T}.POSTPONE.REASON`, width: 24, props: { maxLength: VACCINATION_LIMITS.reasonMax } },
];
const BOOK_FIELDS: FieldDefinition[] = [
  { type: 'date_picker_with_input', name: 'date', label: `${T}.BOOK.DATE`, required: true, width: 24, props: { yearsAhead: 2 } },
];
const CANCEL_FIELDS: FieldDefinition[] = [
  { type: 'textarea', name: 'reason', label: `${T}.CANCEL.REASON`, required: true, width: 24, props: { maxLength: VACCINATION_LIMITS.reasonMax } },
];

/** Book (a day, today or later; issue 32), postpone (a later date, spec 2 §4) or cancel (a reason, irreversible) one dose of the booklet. */
export function DoseActionModal({ evaxNumber, action, onClose }: { evaxNumber: string; action: DoseAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!action || action.kind === 'edit') return null;
  const { kind } = action;
  const done = (message: string) => {
    notify.success(message);
    invalidate(VACCINATION_KEY);
    onClose();
  };
  const titles = { book: `${T}.BOOK.TITLE`, postpone: `${T}.POSTPONE.TITLE`, cancel: `${T}.CANCEL.TITLE` };
  const fields = { book: BOOK_FIELDS, postpone: POSTPONE_FIELDS, cancel: CANCEL_FIELDS };
  return (
    <Modal open title={`${t(titles[kind])} : ${doseLabel(action.entry, language)}`} footer={null} onCancel={onClose} destroyOnHidden>
      {kind === 'cancel' && <Alert type="warning" showIcon title={t(`${T}.CANCEL.WARNING`)} style={{ marginBottom: 16 }} />}
      <SchemaForm
        id={`dose-${kind}`}
        fields={fields[kind]}
        onCancel={onClose}
        onSubmit={async (values) => {
          const scheduleDose = action.entry.scheduleDose;
          const reason = typeof values.reason === 'string' && values.reason.trim() ? values.reason.trim() : undefined;
          if (kind === 'book') {
            await routineApi.book(evaxNumber, { scheduleDose, date: String(values.date) });
            done(`${T}.BOOK.DONE`);
          } else if (kind === 'postpone') {
            await routineApi.postpone(evaxNumber, { scheduleDose, date: String(values.date), ...(reason ? { reason } : {}) });
            done(`${T}.POSTPONE.DONE`);
          } else {
            await routineApi.cancel(evaxNumber, { scheduleDose, reason: reason ?? '' });
            done(`${T}.CANCEL.DONE`);
          }
        }}
      />
    </Modal>
  );
}
