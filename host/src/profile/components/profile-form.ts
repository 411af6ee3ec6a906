import type { FieldDefinition, SchemaFormProps } from '@evax/shared/ui';
import { errorMessageKey } from '../form-errors';

/** A text field of the profile forms: required, full width. */
export function profileField(name: string, label: string, props: Record<string, unknown> = {}, more: Partial<FieldDefinition> = {}): FieldDefinition {
  return { type: 'input', name, label, required: true, width: 24, props, ...more };
}

/** A password field, typed hidden. */
export function passwordField(
  name: string,
  label: string,
  autoComplete: 'current-password' | 'new-password',
  maxLength?: number,
  more: Partial<FieldDefinition> = {},
): FieldDefinition {
  return profileField(name, label, { inputType: 'password', autoComplete, ...(maxLength ? { maxLength } : {}) }, more);
}

/** What every profile form shares: its element ids (`profile_<field>`), its buttons, its banner's words, its width. */
export const PROFILE_FORM = {
  id: 'profile',
  submitLabel: 'PROFILE.ACTIONS.SAVE',
  cancelLabel: 'PROFILE.ACTIONS.CANCEL',
  errorMessageKey,
  style: { maxInlineSize: 560 },
} satisfies Partial<SchemaFormProps>;
