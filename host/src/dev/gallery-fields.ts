import type { FieldDefinition, FieldOption } from '@evax/shared/ui';
import { yupRules } from '@evax/shared/validation';

const G = 'GALLERY.FIELD.';
const O = 'GALLERY.OPTION.';

const GOVERNORATES: FieldOption[] = [
  { value: 'TUNIS', label: `${O}TUNIS` },
  { value: 'ARIANA', label: `${O}ARIANA` },
];

const DELEGATIONS: Record<string, FieldOption[]> = {
  TUNIS: [
    { value: 'CARTHAGE', label: `${O}CARTHAGE` },
    { value: 'LA_MARSA', label: `${O}LA_MARSA` },
  ],
  ARIANA: [{ value: 'RAOUED', label: `${O}RAOUED` }],
};

const CENTRES = ['CSB Carthage Byrsa', 'CSB La Marsa Ville', 'CSB Raoued Plage', 'Hôpital Charles Nicolle', 'Hôpital Abderrahmen Mami'];

/** The async select's loader: a search in a fixed list, as an API would answer it. */
async function loadCentres(search: string): Promise<FieldOption[]> {
  await new Promise((resolve) => setTimeout(resolve, 100));
  const term = search.trim().toLocaleLowerCase('fr');
  return CENTRES.filter((name) => name.toLocaleLowerCase('fr').includes(term)).map((name) => ({ value: name, label: name }));
}

const VACCINES = [
  { id: 1, name: `${O}BCG`, dose: '1' },
  { id: 2, name: `${O}HEPB`, dose: '1' },
  { id: 3, name: `${O}POLIO`, dose: '2' },
];
const VACCINE_COLUMNS = [
  { key: 'name', title: 'GALLERY.FIELD.DOSE_NAME' },
  { key: 'dose', title: '#' },
];

/** Every field kind of spec 1 §2.6, in one form. */
export function galleryFields(): FieldDefinition[] {
  return [
    { type: 'text_devider', name: 'sectionText', label: 'GALLERY.SECTION_TEXT', width: 24 },
    { type: 'input', name: 'nameFr', label: `${G}INPUT`, required: true, language: 'fr', validation: (schema) => yupRules.french(schema) },
    { type: 'input', name: 'nameAr', label: `${G}NAME_AR`, required: true, language: 'ar', validation: (schema) => yupRules.arabicOnly(schema) },
    { type: 'input', name: 'number', label: `${G}INPUT_NUMBER`, props: { numberOnly: true, maxLength: 8 } },
    { type: 'input_mask', name: 'phone', label: `${G}INPUT_MASK`, props: { mask: '99 999 999' } },
    { type: 'textarea', name: 'remark', label: `${G}TEXTAREA`, width: 24 },
    { type: 'input_metric', name: 'weight', label: `${G}INPUT_METRIC`, props: { unit: 'kg', precision: 1, max: 200 } },
    { type: 'input_color', name: 'color', label: `${G}COLOR` },
    { type: 'label_inout', name: 'identity', label: `${G}LABEL`, props: { text: `${G}LABEL_VALUE` } },
    { type: 'custom_spacer', name: 'spacer', props: { height: 8 } },
    { type: 'border_bottom', name: 'line', width: 24 },

    { type: 'text_devider', name: 'sectionChoice', label: 'GALLERY.SECTION_CHOICE', width: 24 },
    { type: 'select', name: 'governorate', label: `${G}SELECT`, required: true, props: { options: GOVERNORATES } },
    {
      type: 'select',
      name: 'delegation',
      label: `${G}SELECT_DEPENDANT`,
      dependsOn: ['governorate'],
      visible: (values) => Boolean(values.governorate),
      props: { options: [...DELEGATIONS.TUNIS!, ...DELEGATIONS.ARIANA!] },
    },
    { type: 'async_select', name: 'centre', label: `${G}ASYNC_SELECT`, props: { loadOptions: loadCentres } },
    { type: 'creatable_select', name: 'tag', label: `${G}CREATABLE_SELECT`, props: { options: [{ value: 'urgent', label: 'urgent' }] } },
    {
      type: 'creatable_select_with_modal',
      name: 'manufacturer',
      label: `${G}CREATABLE_SELECT_MODAL`,
      props: { options: [{ value: 'Sanofi', label: 'Sanofi' }] },
    },
    {
      type: 'radio',
      name: 'parentType',
      label: `${G}RADIO`,
      required: true,
      props: {
        options: [
          { value: 'MOTHER', label: `${O}MOTHER` },
          { value: 'FATHER', label: `${O}FATHER` },
          { value: 'TUTOR', label: `${O}TUTOR` },
        ],
      },
    },
    {
      type: 'checkbox_group',
      name: 'allergies',
      label: `${G}CHECKBOX_GROUP`,
      props: {
        options: [
          { value: 'PENICILLIN', label: `${O}PENICILLIN` },
          { value: 'EGG', label: `${O}EGG` },
          { value: 'LATEX', label: `${O}LATEX` },
        ],
      },
    },
    { type: 'switch', name: 'active', label: `${G}SWITCH`, width: 6 },
    { type: 'checkbox', name: 'terms', label: `${G}CHECKBOX`, required: true, width: 6, props: { text: `${G}CHECKBOX` } },

    { type: 'text_devider', name: 'sectionDates', label: 'GALLERY.SECTION_DATES', width: 24 },
    { type: 'date_picker_with_input', name: 'birthDate', label: `${G}DATE_INPUT`, required: true, props: { maxDate: 'today' } },
    { type: 'date_picker_with_input_mapi', name: 'mapiDate', label: `${G}DATE_INPUT_MAPI` },
    { type: 'date_picker', name: 'appointment', label: `${G}DATE_PICKER`, props: { keepOnControllerChange: true } },
    { type: 'date_range_picker', name: 'period', label: `${G}DATE_RANGE` },
    { type: 'week_picker', name: 'week', label: `${G}WEEK` },
    { type: 'time_picker', name: 'time', label: `${G}TIME` },
    { type: 'input_otp', name: 'otp', label: `${G}OTP` },

    { type: 'text_devider', name: 'sectionNumbers', label: 'GALLERY.SECTION_NUMBERS', width: 24 },
    { type: 'counter', name: 'children', label: `${G}CHILDREN`, width: 8 },
    { type: 'counter', name: 'boys', label: `${G}BOYS`, width: 8, props: { controller: 'children', siblings: ['girls'] } },
    { type: 'counter', name: 'girls', label: `${G}GIRLS`, width: 8, props: { controller: 'children', siblings: ['boys'] } },
    { type: 'counter', name: 'doseCount', label: `${G}ROW_COUNT`, width: 8, props: { max: 5 } },
    {
      type: 'form_repeater',
      name: 'doses',
      label: `${G}REPEATER`,
      width: 24,
      props: { countField: 'doseCount', max: 5, fields: [{ type: 'input', name: 'name', label: `${G}DOSE_NAME`, required: true }] },
    },

    { type: 'text_devider', name: 'sectionFiles', label: 'GALLERY.SECTION_FILES', width: 24 },
    { type: 'upload', name: 'certificate', label: `${G}UPLOAD`, props: { accept: '.pdf,image/*', maxSize: 5 * 1024 * 1024 } },
    { type: 'multi_upload', name: 'attachments', label: `${G}MULTI_UPLOAD`, props: { accept: '.pdf,image/*' } },
    { type: 'preloaded_table', name: 'planned', label: `${G}PRELOADED_TABLE`, props: { rows: VACCINES, columns: VACCINE_COLUMNS } },
    { type: 'multiselect_table', name: 'toGive', label: `${G}MULTISELECT_TABLE`, props: { rows: VACCINES, columns: VACCINE_COLUMNS } },
    { type: 'wysiwyg_editor', name: 'report', label: `${G}EDITOR`, width: 24 },
    { type: 'invisible_recapcha', name: 'bot', label: `${G}BOT`, width: 24, props: { execute: async (language: string) => `gallery-token-${language}` } },
  ];
}
