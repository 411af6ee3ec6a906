import type { ComponentType } from 'react';
import type * as yup from 'yup';

/** The field kinds of spec 1 §2.6, by their identifiers. */
export const FIELD_KINDS = [
  'form_repeater',
  'input',
  'input_mask',
  'custom_spacer',
  'border_bottom',
  'label_inout',
  'textarea',
  'select',
  'checkbox',
  'radio',
  'date_picker_with_input',
  'date_picker_with_input_mapi',
  'time_picker',
  'upload',
  'input_otp',
  'counter',
  'text_devider',
  'input_metric',
  'input_color',
  'switch',
  'async_select',
  'creatable_select',
  'creatable_select_with_modal',
  'checkbox_group',
  'wysiwyg_editor',
  'date_picker',
  'multi_upload',
  'preloaded_table',
  'multiselect_table',
  'week_picker',
  'invisible_recapcha',
  'date_range_picker',
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];

export type FormValues = Record<string, unknown>;

/** A choice of a select, radio or checkbox group: `label` is a translation key or text. */
export interface FieldOption {
  value: string | number;
  label: string;
}

/** The language of a bilingual record's field: shown only when the form's toggle is on it. */
export type FieldLanguage = 'ar' | 'fr';

/**
 * One field of a schema-driven form. Labels are translation keys (or text); `props` holds what
 * the kind needs (options, loaders, bounds; see each kind's file).
 */
export interface FieldDefinition {
  type: FieldKind;
  name: string;
  /** Translation key (or text) of the label. */
  label?: string;
  placeholder?: string;
  /** Shown with an asterisk, and refused empty with ERROR.CODE.VALIDATION.REQUIRED. */
  required?: boolean;
  /** More rules, on the kind's base schema: `(schema) => yupRules.min(2)(schema)`, or a whole schema. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind's base schema is a different yup class
  validation?: yup.Schema | ((schema: any) => yup.Schema);
  /** Fields this one relies on: when one of them changes (or is cleared), this one is cleared. */
  dependsOn?: string[];
  /** Shown (and validated) only when this answers true. */
  visible?: (values: FormValues) => boolean;
  /** Columns out of 24; 12 by default. */
  width?: number;
  disabled?: boolean;
  /** A bilingual record's field: shown when the form's language toggle is on this language. */
  language?: FieldLanguage;
  /** Translation key (or text) of a hint under the control; `<ltr>…</ltr>` in it marks a left-to-right island. */
  hint?: string;
  /**
   * A page's own control (the DCI search, the option-list editor), rendered in the kind's place:
   * the kind still gives the empty value and the base rules.
   */
  component?: ComponentType<FieldProps>;
  /** The control lays out its own label and messages (a section of rows), without the field's shell. */
  ownShell?: boolean;
  /** Kind-specific settings. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind reads its own settings
  props?: Record<string, any>;
}

/** What every field kind's component receives. */
export interface FieldProps {
  field: FieldDefinition;
  /** The formik path of the value (`doses.2.name` inside a repeater). */
  name: string;
  /** The element id (also the label's `for`). */
  id: string;
  disabled?: boolean;
  /** Whether the field has an error to show (for the kind's own red outline). */
  invalid: boolean;
  /** A page's own control: the server's messages at or under its path (`addedOptionSet.2.valueFr`), while those values stand. */
  serverErrors?: Record<string, string>;
}

export interface FieldKindDefinition {
  component: ComponentType<FieldProps>;
  /** Layout kinds have no label, value or validation. */
  layout?: boolean;
  /** Kinds that render their own label (checkbox). */
  ownLabel?: boolean;
}
