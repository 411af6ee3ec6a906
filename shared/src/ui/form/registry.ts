import { lazy } from 'react';
import AsyncSelectField from './fields/AsyncSelectField.js';
import BotCheckField from './fields/BotCheckField.js';
import CheckboxField from './fields/CheckboxField.js';
import CheckboxGroupField from './fields/CheckboxGroupField.js';
import ColorField from './fields/ColorField.js';
import CounterField from './fields/CounterField.js';
import CreatableSelectField from './fields/CreatableSelectField.js';
import CreatableSelectWithModalField from './fields/CreatableSelectWithModalField.js';
import DateInputField from './fields/DateInputField.js';
import DatePickerField from './fields/DatePickerField.js';
import DateRangeField from './fields/DateRangeField.js';
import InputField from './fields/InputField.js';
import InputMaskField from './fields/InputMaskField.js';
import InputMetricField from './fields/InputMetricField.js';
import { BorderBottomField, LabelInOutField, SpacerField, TextDividerField } from './fields/LayoutFields.js';
import OtpField from './fields/OtpField.js';
import RadioField from './fields/RadioField.js';
import RepeaterField from './fields/RepeaterField.js';
import SelectField from './fields/SelectField.js';
import SwitchField from './fields/SwitchField.js';
import { MultiselectTableField, PreloadedTableField } from './fields/TableFields.js';
import TextareaField from './fields/TextareaField.js';
import TimePickerField from './fields/TimePickerField.js';
import WeekPickerField from './fields/WeekPickerField.js';
import type { FieldKind, FieldKindDefinition } from './types.js';

/**
 * Every field kind by its identifier (spec 1 §2.6). The heavy ones (rich text editor, uploads)
 * are loaded when a form first shows one.
 */
export const fieldKinds: Record<FieldKind, FieldKindDefinition> = {
  form_repeater: { component: RepeaterField },
  input: { component: InputField },
  input_mask: { component: InputMaskField },
  custom_spacer: { component: SpacerField, layout: true },
  border_bottom: { component: BorderBottomField, layout: true },
  label_inout: { component: LabelInOutField, layout: true },
  textarea: { component: TextareaField },
  select: { component: SelectField },
  checkbox: { component: CheckboxField },
  radio: { component: RadioField },
  date_picker_with_input: { component: DateInputField },
  date_picker_with_input_mapi: { component: DateInputField },
  time_picker: { component: TimePickerField },
  upload: { component: lazy(() => import('./fields/UploadField.js')) },
  input_otp: { component: OtpField },
  counter: { component: CounterField },
  text_devider: { component: TextDividerField, layout: true },
  input_metric: { component: InputMetricField },
  input_color: { component: ColorField },
  switch: { component: SwitchField },
  async_select: { component: AsyncSelectField },
  creatable_select: { component: CreatableSelectField },
  creatable_select_with_modal: { component: CreatableSelectWithModalField },
  checkbox_group: { component: CheckboxGroupField },
  wysiwyg_editor: { component: lazy(() => import('./fields/WysiwygField.js')) },
  date_picker: { component: DatePickerField },
  multi_upload: { component: lazy(() => import('./fields/MultiUploadField.js')) },
  preloaded_table: { component: PreloadedTableField, layout: true },
  multiselect_table: { component: MultiselectTableField },
  week_picker: { component: WeekPickerField },
  invisible_recapcha: { component: BotCheckField },
  date_range_picker: { component: DateRangeField },
};
