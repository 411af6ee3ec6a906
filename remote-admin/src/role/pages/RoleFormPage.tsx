import { useCallback, useRef } from 'react';
import { Card, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ADMIN_LIMITS, apiPath, LIMITS, type RoleInput } from '@evax/shared/contract';
import { invalidate } from '@evax/shared/runtime';
import { SchemaForm, type FieldDefinition, type FormValues } from '@evax/shared/ui';
import { validateRole } from '@evax/shared/validation';
import { roleApi } from '../api';
import { ROLE } from '../entity';
import { ROLE_PATHS } from '../paths';
import { PermissionMatrix } from '../components/PermissionMatrix';
import { PermissionDiffList } from '../components/PermissionDiffList';
import { permissionDiff } from '../components/permission-diff';

const FIELDS: FieldDefinition[] = [
  {
    type: 'input',
    name: 'code',
    label: 'ADMIN.ROLES.COLUMNS.CODE',
    hint: 'ADMIN.ROLES.FORM.CODE_HINT',
    required: true,
    width: 8,
    props: { maxLength: ADMIN_LIMITS.roleCodeMax, upperCase: true, dir: 'ltr' },
  },
  { type: 'input', name: 'nameFr', label: 'ADMIN.ROLES.COLUMNS.NAME_FR', required: true, width: 8, props: { maxLength: LIMITS.nameMax, dir: 'ltr' } },
  { type: 'input', name: 'nameAr', label: 'ADMIN.ROLES.COLUMNS.NAME_AR', required: true, width: 8, props: { maxLength: LIMITS.nameMax, dir: 'rtl' } },
  { type: 'checkbox_group', name: 'permissions', label: 'ADMIN.ROLES.COLUMNS.PERMISSIONS', width: 24, component: PermissionMatrix },
];

const EMPTY: FormValues = { code: '', nameFr: '', nameAr: '', permissions: [] };

const toInput = (values: FormValues): RoleInput => ({
  code: String(values.code ?? '').trim(),
  nameFr: String(values.nameFr ?? '').trim(),
  nameAr: String(values.nameAr ?? '').trim(),
  permissions: (values.permissions as string[] | undefined) ?? [],
});

/**
 * /admin/roles/new and /admin/roles/{id}/edit: a role's code, names and permission matrix. Before
 * saving, the permissions added and removed are shown to confirm; the role's users get the change
 * at their next request.
 */
export default function RoleFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const [modal, holder] = Modal.useModal();
  const loaded = useRef<string[]>([]);

  const load = useCallback(
    async (signal: AbortSignal): Promise<FormValues> => {
      const role = await roleApi.get(id!, signal);
      loaded.current = role.permissions;
      return { code: role.code, nameFr: role.nameFr, nameAr: role.nameAr, permissions: role.permissions };
    },
    [id],
  );

  const submit = async (values: FormValues) => {
    const input = toInput(values);
    const { added, removed } = permissionDiff(id === undefined ? [] : loaded.current, input.permissions);
    const confirmed = await modal.confirm({
      title: t('ADMIN.ROLES.DIFF.TITLE'),
      content: <PermissionDiffList added={added} removed={removed} />,
      okText: t('ADMIN.ROLES.DIFF.CONFIRM'),
      cancelText: t('COMMON.ACTIONS.CANCEL'),
      width: 640,
    });
    if (!confirmed) return;
    const saved = id === undefined ? await roleApi.create(input) : await roleApi.update(id, input);
    invalidate(ROLE.invalidates);
    navigate(apiPath(ROLE_PATHS.show, { id: saved.id }), { state: { notice: 'COMMON.MESSAGES.SAVED' } });
  };

  return (
    <Card title={t(`${ROLE.textPrefix}.FORM.${id === undefined ? 'ADD_TITLE' : 'EDIT_TITLE'}`)}>
      {holder}
      <SchemaForm
        id="role"
        fields={FIELDS}
        initialValues={EMPTY}
        load={id === undefined ? undefined : load}
        rules={(values) => validateRole(toInput(values))}
        onSubmit={submit}
        onCancel={() => navigate(id === undefined ? ROLE_PATHS.list : apiPath(ROLE_PATHS.show, { id }))}
        submitLabel="COMMON.ACTIONS.SAVE"
        cancelLabel="COMMON.ACTIONS.CANCEL"
      />
    </Card>
  );
}
