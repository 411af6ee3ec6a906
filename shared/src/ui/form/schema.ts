import * as yup from 'yup';
import { LIMITS } from '@evax/shared/contract';
import {
  arraySchema,
  dateRangeProblem,
  formMessage,
  isOtpCode,
  numberSchema,
  parseTime,
  isValidTime24,
  RULE_MESSAGES,
  yupRules,
  type CalendarDate,
} from '@evax/shared/validation';
import { shownFields } from './logic.js';
import type { FieldDefinition, FieldKind, FieldLanguage, FormValues } from './types.js';

/**
 * The yup schema of a form, built from its shown fields' definitions (spec 1 §5): each kind's base
 * schema, `required`, then the field's own `validation`. Hidden fields are not judged.
 */

export const LAYOUT_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['custom_spacer', 'border_bottom', 'label_inout', 'text_devider', 'preloaded_table']);

const TEXT_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['input', 'input_mask', 'textarea']);

/** An empty value for `required`: nothing, blank text, an empty list, an unticked box. */
export function isEmptyFieldValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** An ISO date (YYYY-MM-DD) as a calendar date. */
function isoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

function todayDate(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

function baseSchema(field: FieldDefinition, now: Date): yup.Schema {
  const props = field.props ?? {};
  if (TEXT_KINDS.has(field.type)) {
    let schema = yup.string().max(props.maxLength ?? LIMITS.textMaxLength, formMessage(RULE_MESSAGES.max, { max: props.maxLength ?? LIMITS.textMaxLength }));
    if (props.pattern instanceof RegExp) schema = yupRules.pattern(props.pattern)(schema);
    return schema;
  }
  switch (field.type) {
    case 'input_otp':
      return yup.string().test('otp', RULE_MESSAGES.otp, (value) => !value || isOtpCode(value, props.length ?? 6));
    case 'time_picker':
      return props.hour24
        ? yup.string().test('hourFormat', RULE_MESSAGES.hourFormat24, (value) => !value || isValidTime24(value))
        : yup.string().test('hourFormat', RULE_MESSAGES.hourFormat, (value) => !value || parseTime(value) !== null);
    case 'counter':
    case 'input_metric':
      return numberSchema().nullable();
    case 'date_range_picker':
      return yup.mixed().test('dateRange', RULE_MESSAGES.dateRangeFuture, (value) => {
        if (!Array.isArray(value) || value.length !== 2) return true;
        const [start, end] = value.map((item) => (typeof item === 'string' ? isoDate(item) : null));
        return !start || !end || dateRangeProblem(start, end, todayDate(now)) === null;
      });
    case 'checkbox_group':
    case 'multiselect_table':
    case 'multi_upload':
      return arraySchema({ max: props.max });
    case 'form_repeater': {
      const rowFields: FieldDefinition[] = props.fields ?? [];
      return yup.array().of(yup.lazy((row: FormValues) => buildFormSchema(rowFields, row ?? {}, { now })) as unknown as yup.AnyObjectSchema);
    }
    default:
      return yup.mixed();
  }
}

function fieldSchema(field: FieldDefinition, now: Date): yup.Schema {
  if (field.validation && typeof field.validation !== 'function') return field.validation;
  // Empty values (null, '') are for `required` to judge, never a type error.
  let schema: yup.Schema = baseSchema(field, now).nullable();
  if (field.required) {
    schema = schema.test('required', RULE_MESSAGES.required, (value) => !isEmptyFieldValue(value));
  }
  if (typeof field.validation === 'function') schema = field.validation(schema);
  return schema;
}

export interface SchemaOptions {
  language?: FieldLanguage;
  /** "Today" for the date rules (tests pass a fixed one). */
  now?: Date;
}

export function buildFormSchema(
  fields: readonly FieldDefinition[],
  values: FormValues,
  { language, now = new Date() }: SchemaOptions = {},
): yup.AnyObjectSchema {
  const shape: Record<string, yup.Schema> = {};
  for (const field of shownFields(fields, values, language)) {
    if (LAYOUT_KINDS.has(field.type)) continue;
    shape[field.name] = fieldSchema(field, now);
  }
  return yup.object(shape);
}

/** Field errors (the shared rule functions' `{field: [{key, params}]}`) by dotted path, or form messages. */
export type PathRules<Values> = (values: Values) => Record<string, readonly { key: string; params?: Record<string, string | number> }[] | string>;

/**
 * The schema of fields shown with SchemaFields in a form that owns its formik (a StepForm's step,
 * a ModalForm): the fields' own schema on the current values, then the shared rules' errors, each
 * at its path. Nest it where the fields' values are: `yup.object({ child: fieldsSchema(childFields) })`.
 */
export function fieldsSchema<Values extends FormValues>(
  fields: readonly FieldDefinition[],
  { rules, now }: { rules?: PathRules<Values>; now?: Date } = {},
): yup.AnyObjectSchema {
  const schema = yup.lazy((values: Values | undefined) =>
    buildFormSchema(fields, values ?? {}, { now }).test('rules', '', function judge(value) {
      const problems = Object.entries(rules?.((value ?? {}) as Values) ?? {}).flatMap(([path, problem]) => {
        const message = typeof problem === 'string' ? problem : problem[0] ? formMessage(problem[0].key, problem[0].params) : null;
        return message ? [new yup.ValidationError(message, undefined, this.path ? `${this.path}.${path}` : path)] : [];
      });
      return problems.length === 0 ? true : new yup.ValidationError(problems);
    }),
  );
  return schema as unknown as yup.AnyObjectSchema;
}
