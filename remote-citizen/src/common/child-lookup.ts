import { IDENTITY_PAPER_PATTERN, NATIONAL_ID_PATTERN } from '@evax/shared/contract';
import type { FieldDefinition, FormValues } from '@evax/shared/ui';
import { evaxNumberErrors } from '@evax/shared/validation';

/**
 * What the search screens look a child up by: its evax number, its national identity card number,
 * or an identity paper (the child's own card or passport, or a parent's: issue 30).
 */
export type ChildLookup = { evaxNumber: string } | { nationalId: string } | { paper: string };

export const LOOKUP_KINDS = ['evaxNumber', 'nationalId', 'paper'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/** The message key of a typed number that must not be looked up (mistyped evax number: check digit), or null. */
export function lookupProblem(kind: LookupKind, typed: string): string | null {
  const value = typed.trim();
  if (!value) return 'ERROR.CODE.VALIDATION.REQUIRED';
  if (kind === 'evaxNumber') return evaxNumberErrors(value)[0]?.key ?? null;
  if (kind === 'paper') return IDENTITY_PAPER_PATTERN.test(value) ? null : 'CITIZEN.SEARCH.PAPER_INVALID';
  return NATIONAL_ID_PATTERN.test(value) ? null : 'CITIZEN.SEARCH.NATIONAL_ID_INVALID';
}

/** The lookup the search's URL holds (?evaxNumber=, ?nationalId= or ?paper=), when it is one to send. */
export function lookupFrom(params: URLSearchParams): ChildLookup | null {
  for (const kind of LOOKUP_KINDS) {
    const value = params.get(kind)?.trim();
    if (value && lookupProblem(kind, value) === null) return { [kind]: value } as ChildLookup;
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

/** A passport number has letters: the paper's field takes them (left to right, as typed). */
const paperField: FieldDefinition = {
  type: 'input',
  name: 'paper',
  label: 'CITIZEN.SEARCH.PAPER',
  required: true,
  width: 24,
  props: { maxLength: 20, dir: 'ltr', autoComplete: 'off' },
  visible: (values) => values.kind === 'paper',
};

const KIND_LABELS: Record<LookupKind, string> = {
  evaxNumber: 'CITIZEN.SEARCH.EVAX_NUMBER',
  nationalId: 'CITIZEN.SEARCH.NATIONAL_ID',
  paper: 'CITIZEN.SEARCH.PAPER',
};

/** The child search's fields: by which number (a form value `kind`), then that number. */
export const LOOKUP_FIELDS: FieldDefinition[] = [
  {
    type: 'radio',
    name: 'kind',
    label: 'CITIZEN.SEARCH.BY',
    width: 24,
    props: {
      optionType: 'button',
      options: LOOKUP_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
    },
  },
  numberField('evaxNumber', 'CITIZEN.SEARCH.EVAX_NUMBER', { visible: (values) => values.kind !== 'nationalId' && values.kind !== 'paper' }),
  numberField('nationalId', 'CITIZEN.SEARCH.NATIONAL_ID', { visible: (values) => values.kind === 'nationalId' }),
  paperField,
];

/** An evax number's field alone (the MAPI search). */
export const EVAX_NUMBER_FIELD: FieldDefinition = numberField('evaxNumber', 'CITIZEN.SEARCH.EVAX_NUMBER');

/** The search forms' rule: the number of the chosen kind must be one to look up (an empty one is the field's `required`). */
export function lookupRules(values: FormValues): Record<string, string> {
  const kind: LookupKind = values.kind === 'nationalId' || values.kind === 'paper' ? values.kind : 'evaxNumber';
  const typed = String(values[kind] ?? '');
  const problem = typed.trim() ? lookupProblem(kind, typed) : null;
  return problem ? { [kind]: problem } : {};
}
