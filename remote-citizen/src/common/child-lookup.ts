import { NATIONAL_ID_PATTERN } from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';
import { evaxNumberErrors } from '@evax/shared/validation';

/** What the search screens look a child up by: its evax number or its national identity card number. */
export type ChildLookup = { evaxNumber: string } | { nationalId: string };

export const LOOKUP_KINDS = ['evaxNumber', 'nationalId'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** The message key of a typed number that must not be looked up (mistyped evax number: check digit), or null. */
export function lookupProblem(kind: LookupKind, typed: string): string | null {
  const value = typed.trim();
  if (!value) return 'ERROR.CODE.VALIDATION.REQUIRED';
  if (kind === 'evaxNumber') return evaxNumberErrors(value)[0]?.key ?? null;
  return NATIONAL_ID_PATTERN.test(value) ? null : 'CITIZEN.SEARCH.NATIONAL_ID_INVALID';
}

/** The lookup the search's URL holds (?evaxNumber= or ?nationalId=), when it is one to send. */
export function lookupFrom(params: URLSearchParams): ChildLookup | null {
  for (const kind of LOOKUP_KINDS) {
    const value = params.get(kind)?.trim();
    if (value && lookupProblem(kind, value) === null) return kind === 'evaxNumber' ? { evaxNumber: value } : { nationalId: value };
  }
  return null;
}

/** A typed number's field: digits only, left to right, nine digits for an evax number, eight for an identity card. */
const numberField = (kind: LookupKind, label: string, more: Partial<FieldDefinition> = {}): FieldDefinition => ({
  type: 'input',
  name: kind,
  label,
  required: true,
  width: 24,
  props: { numberOnly: true, maxLength: kind === 'evaxNumber' ? 9 : 8, dir: 'ltr', autoComplete: 'off' },
  ...more,
});

/** The child search's fields: by which number (a form value `kind`), then that number. */
export const LOOKUP_FIELDS: FieldDefinition[] = [
  {
    type: 'radio',
    name: 'kind',
    label: 'CITIZEN.SEARCH.BY',
    width: 24,
    props: {
      optionType: 'button',
      options: LOOKUP_KINDS.map((kind) => ({ value: kind, label: `CITIZEN.SEARCH.${kind === 'evaxNumber' ? 'EVAX_NUMBER' : 'NATIONAL_ID'}` })),
    },
  },
  numberField('evaxNumber', 'CITIZEN.SEARCH.EVAX_NUMBER', { visible: (values) => values.kind !== 'nationalId' }),
  numberField('nationalId', 'CITIZEN.SEARCH.NATIONAL_ID', { visible: (values) => values.kind === 'nationalId' }),
];

/** An evax number's field alone (the MAPI search). */
export const EVAX_NUMBER_FIELD: FieldDefinition = numberField('evaxNumber', 'CITIZEN.SEARCH.EVAX_NUMBER');

/** The search forms' rule: the number of the chosen kind must be one to look up (an empty one is the field's `required`). */
export function lookupRules(values: FormValues): Record<string, string> {
  const kind: LookupKind = values.kind === 'nationalId' ? 'nationalId' : 'evaxNumber';
  const typed = String(values[kind] ?? '');
  const problem = typed.trim() ? lookupProblem(kind, typed) : null;
  return problem ? { [kind]: problem } : {};
}
