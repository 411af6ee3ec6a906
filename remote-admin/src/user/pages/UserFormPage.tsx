import { useParams } from 'react-router-dom';
import {
  ADMIN_LIMITS,
  apiPath,
  CIVILITIES,
  LIMITS,
  type Civility,
  type UserCreateRequest,
  type UserDetail,
  type UserUpdateRequest,
} from '@evax/shared/contract';
import { FormPage, type FieldDefinition, type FormValues } from '@evax/shared/ui';
import { validateUserCreation, validateUserUpdate, type FieldErrors } from '@evax/shared/validation';
import { userApi } from '../api';
import { USER } from '../entity';
import { USER_PATHS } from '../paths';
import { DefaultStructureSelect, RoleSelect, StructuresSelect } from '../components/membership-selects';
import { keepTemporaryPassword } from '../components/temporary-password';

const text = (name: string, label: string, max: number, required = false): FieldDefinition => ({
  type: 'input',
  name,
  label: `ADMIN.USERS.COLUMNS.${label}`,
  required,
  props: { maxLength: max },
});

/** The fields of spec 3 §3 User; the role is given at every structure chosen, one of them the default. */
const FIELDS: FieldDefinition[] = [
  text('username', 'USERNAME', LIMITS.usernameMax, true),
  text('email', 'EMAIL', LIMITS.emailMax),
  text('firstNameFr', 'FIRST_NAME_FR', LIMITS.nameMax, true),
  text('lastNameFr', 'LAST_NAME_FR', LIMITS.nameMax, true),
  { ...text('firstNameAr', 'FIRST_NAME_AR', LIMITS.nameMax, true), props: { maxLength: LIMITS.nameMax, dir: 'rtl' } },
  { ...text('lastNameAr', 'LAST_NAME_AR', LIMITS.nameMax, true), props: { maxLength: LIMITS.nameMax, dir: 'rtl' } },
  {
    type: 'select',
    name: 'civility',
    label: 'ADMIN.USERS.COLUMNS.CIVILITY',
    props: { allowClear: true, options: CIVILITIES.map((code) => ({ value: code, label: `ADMIN.USERS.CIVILITY.${code}` })) },
  },
  { ...text('phone', 'PHONE', 30), props: { maxLength: 30, dir: 'ltr' } },
  { ...text('alternatePhone', 'ALTERNATE_PHONE', 30), props: { maxLength: 30, dir: 'ltr' } },
  { ...text('fax', 'FAX', 30), props: { maxLength: 30, dir: 'ltr' } },
  { type: 'textarea', name: 'address', label: 'ADMIN.USERS.COLUMNS.ADDRESS', props: { maxLength: ADMIN_LIMITS.addressMax } },
  { type: 'select', name: 'role', label: 'ADMIN.USERS.COLUMNS.ROLE', required: true, component: RoleSelect },
  {
    type: 'select',
    name: 'structures',
    label: 'ADMIN.USERS.COLUMNS.STRUCTURES',
    required: true,
    component: StructuresSelect,
    props: { mode: 'multiple' },
    width: 24,
  },
  { type: 'select', name: 'defaultStructure', label: 'ADMIN.USERS.COLUMNS.DEFAULT_STRUCTURE', component: DefaultStructureSelect },
];

const EMPTY: FormValues = { structures: [], civility: null, role: null, defaultStructure: null };

async function load(id: string, signal: AbortSignal): Promise<FormValues> {
  const user: UserDetail = await userApi.get(id, signal);
  return {
    username: user.username,
    email: user.email ?? '',
    civility: user.civility,
    firstNameFr: user.firstNameFr,
    lastNameFr: user.lastNameFr,
    firstNameAr: user.firstNameAr,
    lastNameAr: user.lastNameAr,
    phone: user.phone ?? '',
    alternatePhone: user.alternatePhone ?? '',
    fax: user.fax ?? '',
    address: user.address ?? '',
    role: user.memberships[0]?.role.code ?? null,
    structures: user.memberships.map((m) => m.structure.id),
    defaultStructure: user.memberships.find((m) => m.isDefault)?.structure.id ?? null,
  };
}

const optional = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function toInput(values: FormValues): UserCreateRequest {
  const structures = (values.structures as number[] | undefined) ?? [];
  return {
    username: String(values.username ?? '').trim(),
    email: optional(values.email),
    civility: (values.civility as Civility | null) ?? null,
    firstNameFr: String(values.firstNameFr ?? '').trim(),
    lastNameFr: String(values.lastNameFr ?? '').trim(),
    firstNameAr: String(values.firstNameAr ?? '').trim(),
    lastNameAr: String(values.lastNameAr ?? '').trim(),
    phone: optional(values.phone),
    alternatePhone: optional(values.alternatePhone),
    fax: optional(values.fax),
    address: optional(values.address),
    structures: structures.map((structure) => ({ structure, role: String(values.role), isDefault: structure === values.defaultStructure })),
  };
}

const toPatch = (values: FormValues): UserUpdateRequest => toInput(values);

/** The shared rules (the API's), on the form's values. */
const rulesFor = (editing: boolean) => (values: FormValues) => {
  const input = toInput(values);
  const errors: FieldErrors = editing ? validateUserUpdate(input) : validateUserCreation(input);
  return errors;
};

/** The creation keeps the temporary password the API made for the user's page to show once. */
const entity = {
  ...USER,
  api: {
    ...USER.api,
    create: async (input: UserCreateRequest) => {
      const created = await userApi.create(input);
      keepTemporaryPassword(created.id, created.temporaryPassword);
      return created;
    },
  },
};

/** /admin/users/new and /admin/users/{id}/edit: create or edit a back-office user; both lead to the user's page. */
export default function UserFormPage() {
  const { id } = useParams();
  return (
    <FormPage
      entity={entity}
      id="user"
      fields={FIELDS}
      initialValues={EMPTY}
      load={load}
      rules={rulesFor(id !== undefined)}
      toInput={toInput}
      toPatch={toPatch}
      donePath={(saved: { id: number }) => apiPath(USER_PATHS.show, { id: saved.id })}
      cancelPath={(editing) => (editing ? apiPath(USER_PATHS.show, { id: editing }) : USER_PATHS.list)}
      style={{ maxInlineSize: 960 }}
    />
  );
}
