import type { FieldDefinition } from './types.js';

export interface StatusFieldLabels {
  /** The field's label (Status). */
  label: string;
  /** Written in the switch when on (Active) and off (Archived). */
  on: string;
  off: string;
}

/** The active / archived switch of a record's form (`is_active`), the last field before the buttons. */
export function statusField({ label, on, off }: StatusFieldLabels, name = 'is_active'): FieldDefinition {
  return { type: 'switch', name, label, width: 24, props: { onLabel: on, offLabel: off } };
}
