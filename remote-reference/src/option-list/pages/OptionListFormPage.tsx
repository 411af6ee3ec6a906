import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import {
  apiPath,
  LIMITS,
  REFERENCE_LIMITS,
  type DefaultOption,
  type OptionListDetail,
  type OptionListInput,
  type OptionListPatch,
} from '@evax/shared/contract';
import { COMMON_STATUS_LABELS, FormPage, statusField, type FieldDefinition, type FormValues } from '@evax/shared/ui';
import { formMessage, normalizeText } from '@evax/shared/validation';
import { optionListApi } from '../api';
import { OPTION_LIST } from '../entity';
import { AddedOptionsField, DefaultOptionsSection, ReadOnlyCode, type OptionListProblemsOf } from '../components/option-list-fields';
import { addedOptionInputs, draftOf, emptyOption, optionListFormErrors, type DraftOption } from '../components/option-draft';
import { OPTION_LIST_PATHS } from '../paths';

/** The form's problems (the shared option-list rules), as form messages by dotted path. */
const problemsFor =
  (creating: boolean): OptionListProblemsOf =>
  (values) => {
    const defaults = Array.isArray(values.defaultOptionSet) ? (values.defaultOptionSet as DefaultOption[]) : [];
    const draft = {
      code: String(values.code ?? ''),
      nameFr: String(values.nameFr ?? ''),
      nameAr: String(values.nameAr ?? ''),
      is_active: Boolean(values.is_active),
      added: values.addedOptionSet as DraftOption[],
    };
    const errors = optionListFormErrors(draft, defaults, creating);
    return Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, formMessage(key, { max: LIMITS.optionListMax })]));
  };

function fieldsFor(creating: boolean, problemsOf: OptionListProblemsOf): FieldDefinition[] {
  const name = (field: string, label: string, language: 'fr' | 'ar'): FieldDefinition => ({
    type: 'input',
    name: field,
    label,
    language,
    required: true,
    props: { maxLength: REFERENCE_LIMITS.nameMax },
  });
  return [
    name('nameFr', 'REFERENCE.LISTS.COLUMNS.NAME_FR', 'fr'),
    name('nameAr', 'REFERENCE.LISTS.COLUMNS.NAME_AR', 'ar'),
    creating
      ? {
          type: 'input',
          name: 'code',
          label: 'REFERENCE.LISTS.COLUMNS.CODE',
          required: true,
          hint: 'REFERENCE.LISTS.FORM.CODE_HINT',
          props: { upperCase: true, dir: 'ltr' },
        }
      : { type: 'input', name: 'code', label: 'REFERENCE.LISTS.COLUMNS.CODE', component: ReadOnlyCode },
    { ...statusField(COMMON_STATUS_LABELS), width: 12 },
    {
      type: 'preloaded_table',
      name: 'defaultOptionSet',
      width: 24,
      component: DefaultOptionsSection,
      ownShell: true,
      visible: (values) => Array.isArray(values.defaultOptionSet) && values.defaultOptionSet.length > 0,
    },
    { type: 'form_repeater', name: 'addedOptionSet', width: 24, component: AddedOptionsField, ownShell: true, props: { problemsOf } },
  ];
}

async function load(id: string, signal: AbortSignal): Promise<FormValues> {
  const list = await optionListApi.get(id, signal);
  return {
    code: list.code,
    nameFr: list.nameFr,
    nameAr: list.nameAr,
    is_active: list.is_active,
    defaultOptionSet: list.defaultOptionSet,
    addedOptionSet: list.addedOptionSet.map(draftOf),
  };
}

/** What an update sends: all but the code, which stays. */
const editable = (values: FormValues) => ({
  nameFr: normalizeText(String(values.nameFr)),
  nameAr: normalizeText(String(values.nameAr)),
  is_active: Boolean(values.is_active),
  addedOptionSet: addedOptionInputs(values.addedOptionSet as DraftOption[]),
});
const toPatch = (values: FormValues): OptionListPatch => editable(values);
const toInput = (values: FormValues): OptionListInput => ({ code: String(values.code).trim(), ...editable(values) });

const showPath = (list: OptionListDetail) => apiPath(OPTION_LIST_PATHS.show, { id: list.id });
const cancelPath = (id: string | undefined) => (id === undefined ? OPTION_LIST_PATHS.list : apiPath(OPTION_LIST_PATHS.show, { id }));

/** /admin/lists/new and /admin/lists/{id}/edit: an option list, its default options read-only and its added options. */
export default function OptionListFormPage() {
  const { id } = useParams();
  const creating = id === undefined;
  const problemsOf = useMemo(() => problemsFor(creating), [creating]);
  const fields = useMemo(() => fieldsFor(creating, problemsOf), [creating, problemsOf]);
  const initialValues = useMemo(() => ({ is_active: true, addedOptionSet: [emptyOption()] }), []);
  return (
    <FormPage
      entity={OPTION_LIST}
      id="list"
      fields={fields}
      initialValues={initialValues}
      load={load}
      rules={problemsOf}
      toInput={toInput}
      toPatch={toPatch}
      donePath={showPath}
      cancelPath={cancelPath}
    />
  );
}
