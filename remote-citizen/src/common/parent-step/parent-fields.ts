import { NATIONAL_ID_PATTERN, PARENT_ROLES, type ParentSummary } from '@evax/shared/contract';
import { parentErrors } from '@evax/shared/validation';
import type { FieldDefinition, FieldOption, FormValues } from '@evax/shared/ui';

const F = 'CITIZEN.PARENT.FIELDS';
const C = 'CITIZEN.PARENT.CHECK';

export type PaperKind = 'nationalId' | 'passport';

/** The parent's identity paper, checked with check_parent before anything else (spec 2 §2 step 2). */
export interface PaperValues extends FormValues {
  kind: PaperKind;
  nationalId: string;
  passportNumber: string;
  nationality: string;
}

/** What check_parent said, and for which paper: a change of the paper asks again. */
export interface ParentCheckState extends FormValues {
  checkedFor: string;
  found: ParentSummary | null;
  /** Registered outside the caller's scope (issue 27): check_parent gave what linking needs, not the phone. */
  outsideScope?: boolean;
}

export const paperKey = (paper: PaperValues) =>
  paper.kind === 'nationalId' ? `id:${paper.nationalId.trim()}` : `passport:${paper.nationality}:${paper.passportNumber.trim().toUpperCase()}`;

/** Checked for the paper as it is now: 'exists', 'new', or null (not checked yet). */
export function checkOutcome(paper: PaperValues, check: ParentCheckState): 'exists' | 'new' | null {
  if (!check.checkedFor || check.checkedFor !== paperKey(paper)) return null;
  return check.found ? 'exists' : 'new';
}

export function paperFields(nationalities: FieldOption[]): FieldDefinition[] {
  return [
    {
      type: 'radio',
      name: 'kind',
      label: `${C}.PAPER`,
      width: 24,
      required: true,
      props: { optionType: 'button', options: (['nationalId', 'passport'] as const).map((kind) => ({ value: kind, label: `${C}.PAPERS.${kind}` })) },
    },
    {
      type: 'input',
      name: 'nationalId',
      label: `${C}.NATIONAL_ID`,
      required: true,
      visible: (values) => values.kind === 'nationalId',
      props: { numberOnly: true, maxLength: 8, pattern: NATIONAL_ID_PATTERN, dir: 'ltr' },
    },
    {
      type: 'input',
      name: 'passportNumber',
      label: `${C}.PASSPORT`,
      required: true,
      visible: (values) => values.kind === 'passport',
      props: { maxLength: 20, upperCase: true, dir: 'ltr' },
    },
    {
      type: 'select',
      name: 'nationality',
      label: `${C}.NATIONALITY`,
      required: true,
      visible: (values) => values.kind === 'passport',
      props: { options: nationalities },
    },
  ];
}

/** A new parent (citizen): names in both scripts, gender, birth date, phone, CNSS/CNRPS. */
export const newParentFields: FieldDefinition[] = [
  { type: 'input', name: 'firstNameFr', label: `${F}.FIRST_NAME_FR`, required: true, language: 'fr' },
  { type: 'input', name: 'lastNameFr', label: `${F}.LAST_NAME_FR`, required: true, language: 'fr' },
  { type: 'input', name: 'firstNameAr', label: `${F}.FIRST_NAME_AR`, required: true, language: 'ar' },
  { type: 'input', name: 'lastNameAr', label: `${F}.LAST_NAME_AR`, required: true, language: 'ar' },
  {
    type: 'radio',
    name: 'gender',
    label: `${F}.GENDER`,
    props: { options: (['male', 'female'] as const).map((gender) => ({ value: gender, label: `CITIZEN.PARENT.GENDER.${gender}` })) },
  },
  { type: 'date_picker_with_input', name: 'birthDate', label: `${F}.BIRTH_DATE`, props: { maxDate: 'today', keepOnControllerChange: true } },
  { type: 'input', name: 'phone', label: `${F}.PHONE`, props: { inputType: 'tel', dir: 'ltr', maxLength: 20 } },
  { type: 'input', name: 'socialSecurityNumber', label: `${F}.SOCIAL_SECURITY`, props: { maxLength: 20, dir: 'ltr' } },
];

export const roleField: FieldDefinition = {
  type: 'select',
  name: 'role',
  label: `${F}.ROLE`,
  required: true,
  props: { options: PARENT_ROLES.map((role) => ({ value: role, label: `CITIZEN.PARENT.ROLES.${role}` })) },
};

export const emptyPaper = (): PaperValues => ({ kind: 'nationalId', nationalId: '', passportNumber: '', nationality: 'TN' });
export const emptyCheck = (): ParentCheckState => ({ checkedFor: '', found: null });

/** The paper and check of a parent known already (the citizen page's "add a child", issue 30): the step opens on it, found. */
export function knownParent(parent: ParentSummary): { paper: PaperValues; check: ParentCheckState } {
  const paper: PaperValues = parent.nationalId
    ? { kind: 'nationalId', nationalId: parent.nationalId, passportNumber: '', nationality: 'TN' }
    : { kind: 'passport', nationalId: '', passportNumber: parent.passportNumber ?? '', nationality: parent.nationality };
  return { paper, check: { checkedFor: paperKey(paper), found: parent } };
}
export const emptyNewParent = (): FormValues => ({
  firstNameFr: '',
  lastNameFr: '',
  firstNameAr: '',
  lastNameAr: '',
  gender: '',
  birthDate: '',
  phone: '',
  socialSecurityNumber: '',
});

/** The new parent's rules (the API's too), with the paper the agent checked. */
export const newParentRules = (paper: PaperValues) => (values: FormValues) => {
  const { nationalId: paperProblem, ...errors } = parentErrors({ ...values, ...paperOf(paper) } as never);
  void paperProblem;
  return errors;
};

const blank = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** The identity paper as the API takes it. */
export function paperOf(paper: PaperValues): { nationalId: string | null; passportNumber: string | null; nationality: string } {
  return paper.kind === 'nationalId'
    ? { nationalId: blank(paper.nationalId), passportNumber: null, nationality: 'TN' }
    : { nationalId: null, passportNumber: blank(paper.passportNumber), nationality: paper.nationality || 'TN' };
}

/** The new parent's body (ParentBody): blanks as null, the checked paper. */
export function newParentBody(values: FormValues, paper: PaperValues) {
  return {
    firstNameFr: String(values.firstNameFr ?? '').trim(),
    lastNameFr: String(values.lastNameFr ?? '').trim(),
    firstNameAr: String(values.firstNameAr ?? '').trim(),
    lastNameAr: String(values.lastNameAr ?? '').trim(),
    gender: (blank(values.gender) as 'male' | 'female' | null) ?? null,
    birthDate: blank(values.birthDate),
    phone: blank(values.phone),
    socialSecurityNumber: blank(values.socialSecurityNumber),
    ...paperOf(paper),
  };
}
