import type { StatusFieldLabels } from '@evax/shared/ui';

/** The words of a reference-data form's status switch (is_active). */
export const REFERENCE_STATUS_LABELS: StatusFieldLabels = {
  label: 'REFERENCE.DCI.COLUMNS.STATUS',
  on: 'REFERENCE.DCI.STATUS.ACTIVE',
  off: 'REFERENCE.DCI.STATUS.ARCHIVED',
};

/** The buttons of a reference-data form: Save and Cancel. */
export const REFERENCE_FORM_LABELS = { submitLabel: 'COMMON.ACTIONS.SAVE', cancelLabel: 'COMMON.ACTIONS.CANCEL' } as const;
