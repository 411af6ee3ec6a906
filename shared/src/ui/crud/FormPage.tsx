import { useCallback } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
// The lazy SchemaForm: the form's antd parts load with the first form shown.
import { SchemaForm, type FormValues, type SchemaFormProps, type StatusFieldLabels } from '../form/index.js';
import type { EntityFacts } from './crud-entity.js';

/** The words of a record form's status switch (statusField). */
export const COMMON_STATUS_LABELS: StatusFieldLabels = { label: 'COMMON.COLUMNS.STATUS', on: 'COMMON.STATUS.ACTIVE', off: 'COMMON.STATUS.ARCHIVED' };

/** A path, or one made from a value. */
type PathOf<T> = string | ((value: T) => string);
const pathOf = <T,>(path: PathOf<T>, value: T) => (typeof path === 'string' ? path : path(value));

export interface FormPageProps<Input extends Patch, Patch, Saved> extends Omit<SchemaFormProps, 'load' | 'onSubmit' | 'onCancel'> {
  /** The entity (its CrudEntity): the page creates and updates with its calls. */
  entity: EntityFacts & { api: { create: (input: Input) => Promise<Saved>; update: (id: string, patch: Patch) => Promise<Saved> } };
  /** The form's values of the record of the route's `:id` (the route has none: the page adds). */
  load: (id: string, signal: AbortSignal) => Promise<FormValues>;
  /** The body the API takes from the form's values; `toPatch` when an update sends another (toInput by default). */
  toInput: (values: FormValues) => Input;
  toPatch?: (values: FormValues) => Patch;
  /** Where a save leads, with the saved notice (the list by default). */
  donePath?: PathOf<Saved>;
  /** Where Cancel leads, from the edited record's id (none when adding); the list by default. */
  cancelPath?: PathOf<string | undefined>;
}

/**
 * A record's add / edit page: the route's `:id` says which (none: add), the record is loaded into
 * the SchemaForm, created or updated, then the page leaves with "saved" (COMMON.MESSAGES.SAVED).
 * The card's title is `${textPrefix}.FORM.ADD_TITLE` or `.EDIT_TITLE`; Save and Cancel in COMMON words.
 */
export function FormPage<Input extends Patch, Patch, Saved>({
  entity,
  load,
  toInput,
  toPatch = toInput,
  donePath,
  cancelPath,
  ...form
}: FormPageProps<Input, Patch, Saved>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const loadRecord = useCallback((signal: AbortSignal) => load(id!, signal), [load, id]);

  const submit = async (values: FormValues) => {
    const saved = id === undefined ? await entity.api.create(toInput(values)) : await entity.api.update(id, toPatch(values));
    navigate(pathOf(donePath ?? entity.paths.list, saved), { state: { notice: 'COMMON.MESSAGES.SAVED' } });
  };

  return (
    <Card title={t(`${entity.textPrefix}.FORM.${id === undefined ? 'ADD_TITLE' : 'EDIT_TITLE'}`)}>
      <SchemaForm
        submitLabel="COMMON.ACTIONS.SAVE"
        cancelLabel="COMMON.ACTIONS.CANCEL"
        {...form}
        load={id === undefined ? undefined : loadRecord}
        onSubmit={submit}
        onCancel={() => navigate(pathOf(cancelPath ?? entity.paths.list, id))}
      />
    </Card>
  );
}
