import { useCallback, useMemo } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { apiPath, LIMITS, REFERENCE_LIMITS, type DefaultOption } from '@evax/shared/contract';
import { SchemaForm, statusField, type FieldDefinition, type FormValues } from '@evax/shared/ui';
import { formMessage, normalizeText } from '@evax/shared/validation';
import { REFERENCE_FORM_LABELS, REFERENCE_STATUS_LABELS } from '../../common/components/FormParts';
import { createOptionList, fetchOptionList, updateOptionList } from '../api';
import { AddedOptionsField, DefaultOptionsSection, ReadOnlyCode, type OptionListProblemsOf } from '../components/option-list-fields';
import { addedOptionInputs, draftOf, emptyOption, optionListFormErrors, type DraftOption } from '../components/option-draft';
import { OPTION_LIST_PATHS } from '../paths';

/** The form's problems (the shared option-list rules), as form messages by dotted path. */
const problemsFor =
  (creating: boolean): OptionListProblemsOf =>
  (values) => {
    const defaults = Array.isArray(values.defaultOptionSet) ? (values.defaultOptionSet as DefaultOption[]) : [];
    const draft = { code: String(values.code ?? ''), nameFr: String(values.nameFr ?? ''), nameAr: String(values.nameAr ?? ''), is_active: Boolean(values.is_active), added: values.addedOptionSet as DraftOption[] };
    const errors = optionListFormErrors(draft, defaults, creating);
    return Object.fromEntries(Object.entries(errors).map(([path, key]) => [path, formMessage(key, { max: LIMITS.optionListMax })]));
  };

function fieldsFor(creating: boolean, problemsOf: OptionListProblemsOf): FieldDefinition[] {
  const name = (field: string, label: string, language: 'fr' | 'ar'): FieldDefinition => ({ type: 'input', name: field, label, language, required: true, props: { maxLength: REFERENCE_LIMITS.nameMax } });
  return [
    name('nameFr', 'REFERENCE.LISTS.COLUMNS.NAME_FR', 'fr'),
    name('nameAr', 'REFERENCE.LISTS.COLUMNS.NAME_AR', 'ar'),
    creating
      ? { type: 'input', name: 'code', label: 'REFERENCE.LISTS.COLUMNS.CODE', required: true, hint: 'REFERENCE.LISTS.FORM.CODE_HINT', props: { upperCase: true, dir: 'ltr' } }
      : { type: 'input', name: 'code', label: 'REFERENCE.LISTS.COLUMNS.CODE', component: ReadOnlyCode },
    { ...statusField(REFERENCE_STATUS_LABELS), width: 12 },
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

/** /admin/lists/new and /admin/lists/{id}/edit: an option list, its default options read-only and its added options. */
export default function OptionListFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const creating = id === undefined;
  const problemsOf = useMemo(() => problemsFor(creating), [creating]);
  const fields = useMemo(() => fieldsFor(creating, problemsOf), [creating, problemsOf]);
  const initialValues = useMemo(() => ({ is_active: true, addedOptionSet: [emptyOption()] }), []);
  const load = useCallback(async (signal: AbortSignal) => {
    const list = await fetchOptionList(id!, signal);
    return { code: list.code, nameFr: list.nameFr, nameAr: list.nameAr, is_active: list.is_active, defaultOptionSet: list.defaultOptionSet, addedOptionSet: list.addedOptionSet.map(draftOf) };
  }, [id]);

  const save = async (values: FormValues) => {
    const common = {
      nameFr: normalizeText(String(values.nameFr)),
      nameAr: normalizeText(String(values.nameAr)),
      is_active: Boolean(values.is_active),
      addedOptionSet: addedOptionInputs(values.addedOptionSet as DraftOption[]),
    };
    const saved = creating ? await createOptionList({ code: String(values.code).trim(), ...common }) : await updateOptionList(id, common);
    navigate(apiPath(OPTION_LIST_PATHS.show, { id: saved.id }), { state: { notice: 'COMMON.MESSAGES.SAVED' } });
  };

  return (
    <Card title={t(creating ? 'REFERENCE.LISTS.FORM.ADD_TITLE' : 'REFERENCE.LISTS.FORM.EDIT_TITLE')}>
      <SchemaForm
        id="list"
        fields={fields}
        initialValues={initialValues}
        load={creating ? undefined : load}
        rules={problemsOf}
        onSubmit={save}
        onCancel={() => navigate(creating ? OPTION_LIST_PATHS.list : apiPath(OPTION_LIST_PATHS.show, { id: id }))}
        {...REFERENCE_FORM_LABELS}
      />
    </Card>
  );
}
