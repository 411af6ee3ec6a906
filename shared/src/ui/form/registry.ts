import { lazy, type ComponentType } from 'react';
import type { FieldKind, FieldKindDefinition, FieldProps } from './types.js';

type LightKinds = typeof import('./fields/light.js');

/** A light kind: its component from the one chunk of light kinds, loaded on first use. */
function light(name: keyof LightKinds) {
  return lazy(async () => ({ default: (await import('./fields/light.js'))[name] as ComponentType<FieldProps> }));
}

/**
 * Every field kind by its identifier (spec 1 §2.6), each loaded when a form first shows one, so
 * importing @evax/shared/ui costs a page nothing: the light kinds in one chunk, the rich text
 * editor and the uploads each in their own.
 */
export const fieldKinds: Record<FieldKind, FieldKindDefinition> = {
  form_repeater: { component: light('RepeaterField') },
  input: { component: light('InputField') },
  input_mask: { component: light('InputMaskField') },
  custom_spacer: { component: light('SpacerField'), layout: true },
  border_bottom: { component: light('BorderBottomField'), layout: true },
  label_inout: { component: light('LabelInOutField'), layout: true },
  textarea: { component: light('TextareaField') },
  select: { component: light('SelectField') },
  checkbox: { component: light('CheckboxField') },
  radio: { component: light('RadioField') },
  date_picker_with_input: { component: light('DateInputField') },
  date_picker_with_input_mapi: { component: light('DateInputField') },
  time_picker: { component: light('TimePickerField') },
  upload: { component: lazy(() => import('./fields/UploadField.js')) },
  input_otp: { component: light('OtpField') },
  counter: { component: light('CounterField') },
  text_devider: { component: light('TextDividerField'), layout: true },
  input_metric: { component: light('InputMetricField') },
  input_color: { component: light('ColorField') },
  switch: { component: light('SwitchField') },
  async_select: { component: light('AsyncSelectField') },
  creatable_select: { component: light('CreatableSelectField') },
  creatable_select_with_modal: { component: light('CreatableSelectWithModalField') },
  checkbox_group: { component: light('CheckboxGroupField') },
  wysiwyg_editor: { component: lazy(() => import('./fields/WysiwygField.js')) },
  date_picker: { component: light('DatePickerField') },
  multi_upload: { component: lazy(() => import('./fields/MultiUploadField.js')) },
  preloaded_table: { component: light('PreloadedTableField'), layout: true },
  multiselect_table: { component: light('MultiselectTableField') },
  week_picker: { component: light('WeekPickerField') },
  invisible_recapcha: { component: light('BotCheckField') },
  date_range_picker: { component: light('DateRangeField') },
};
