/**
 * The permission catalogue: every permission string of the product, defined once.
 * The spec names the permission areas but not the literal strings (spec 1 §6, 2 §6, 3 §6);
 * the strings below are ours (docs/decisions.md). Superusers and DSSB pass every check.
 */
export const PERMISSIONS = {
  dashboard: {
    view: 'view-dashboard',
    viewGovernorate: 'view-dashboard-governorate',
    viewCirconscription: 'view-dashboard-circonscription',
    viewCenter: 'view-dashboard-center',
  },
  citizen: {
    viewChildrenList: 'view-children-list',
    addChildren: 'add-children',
    searchChildren: 'search-children',
    editChild: 'edit-children',
    deleteChild: 'delete-children',
    editCitizenPhone: 'edit-citizen-phone',
    showCitizen: 'show-citizen',
    closeMedicalFolder: 'close-medical-folder',
    viewSubscriptionList: 'view-subscription-request-list',
    validateSubscription: 'validate-subscription-request',
  },
  vaccination: {
    view: 'view-vaccination',
    viewRoutine: 'view-routine-vaccination',
    addRoutine: 'add-routine-vaccination',
    editRoutine: 'edit-routine-vaccination',
    deleteRoutine: 'delete-routine-vaccination',
    addNextRoutine: 'add-next-routine-vaccination',
    editPast: 'edit-past-vaccination',
    viewOccasional: 'view-occasional-vaccination',
    addOccasional: 'add-occasional-vaccination',
    editOccasional: 'edit-occasional-vaccination',
    deleteOccasional: 'delete-occasional-vaccination',
    viewSeasonal: 'view-seasonal-vaccination',
    addSeasonal: 'add-seasonal-vaccination',
    editSeasonal: 'edit-seasonal-vaccination',
    deleteSeasonal: 'delete-seasonal-vaccination',
    viewInternational: 'view-international-vaccination',
    addInternational: 'add-international-vaccination',
    editInternational: 'edit-international-vaccination',
    deleteInternational: 'delete-international-vaccination',
    viewRabies: 'view-rabies-vaccination',
    addRabies: 'add-rabies-vaccination',
    editRabies: 'edit-rabies-vaccination',
    deleteRabies: 'delete-rabies-vaccination',
    updateRabiesProtocol: 'update-rabies-protocol',
    closeRabiesProtocol: 'close-rabies-protocol',
    deleteRabiesProtocol: 'delete-rabies-protocol',
    viewAbsentRabiesList: 'view-absent-rabies-list',
    viewRabiesDashboard: 'view-rabies-dashboard',
    viewAppointments: 'view-appointments',
    manageAppointments: 'manage-appointments',
    /** Ours (issue 35): issue a child's vaccination certificate. */
    issueCertificate: 'issue-vaccination-certificate',
    /** Ours (issue 35): issue another one once the child has one (a reissue). */
    reissueCertificate: 'reissue-vaccination-certificate',
  },
  medicalFolder: {
    viewMedicalFolder: 'view-medical-folder',
    addMedicalFolder: 'add-medical-folder',
    editMedicalFolder: 'edit-medical-folder',
    deleteMedicalFolder: 'delete-medical-folder',
    viewAllergy: 'view-allergy',
    addAllergy: 'add-allergy',
    editAllergy: 'edit-allergy',
    deleteAllergy: 'delete-allergy',
    viewGrowth: 'view-growth-metrics',
    addGrowth: 'add-growth-metrics',
    editGrowth: 'edit-growth-metrics',
    deleteGrowth: 'delete-growth-metrics',
    viewHeadCircumference: 'view-head-circumference-metrics',
    addHeadCircumference: 'add-head-circumference-metrics',
    editHeadCircumference: 'edit-head-circumference-metrics',
    deleteHeadCircumference: 'delete-head-circumference-metrics',
    viewMapi: 'view-mapi',
    addMapi: 'add-mapi',
    editMapi: 'edit-mapi',
    deleteMapi: 'delete-mapi',
  },
  dci: {
    viewMenu: 'view-dci-menu',
    viewList: 'view-dci-list',
    add: 'add-dci',
    edit: 'edit-dci',
    delete: 'delete-dci',
  },
  specialty: {
    viewMenu: 'view-specialty-menu',
    viewList: 'view-specialty-list',
    view: 'view-specialty',
    add: 'add-specialty',
    edit: 'edit-specialty',
    activate: 'activate-specialty',
    delete: 'delete-specialty',
  },
  /** Ours: the seasonal campaigns' catalogue (an administrator's, beside the reference catalogues). */
  seasonalCampaign: {
    viewList: 'view-seasonal-campaign-list',
    add: 'add-seasonal-campaign',
    edit: 'edit-seasonal-campaign',
    activate: 'activate-seasonal-campaign',
    delete: 'delete-seasonal-campaign',
  },
  lists: {
    view: 'view-lists',
    add: 'add-lists',
    change: 'change-lists',
    activate: 'activate-lists',
    delete: 'delete-lists',
  },
  admin: {
    viewUsers: 'view-users',
    addUser: 'add-users',
    changeUser: 'change-users',
    activateUser: 'activate-users',
    deleteUser: 'delete-users',
    viewRoles: 'view-roles',
    addRole: 'add-roles',
    changeRole: 'change-roles',
    activateRole: 'activate-roles',
    deleteRole: 'delete-roles',
    viewOrganizations: 'view-organizations',
    manageOrganizations: 'manage-organizations',
    viewGateways: 'view-gateways',
    manageGateways: 'manage-gateways',
    viewStructures: 'view-structures',
    manageStructures: 'manage-structures',
    /** Ours (issue 34): read the audit trail (who did what, when, before and after). */
    viewAuditLog: 'view-audit-log',
  },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** Any permission string of the catalogue. */
export type Permission = Leaves<typeof PERMISSIONS>;

function collect(node: unknown): Permission[] {
  if (typeof node === 'string') return [node as Permission];
  return Object.values(node as Record<string, unknown>).flatMap(collect);
}

/** Every permission string, in catalogue order, without duplicates. */
export const ALL_PERMISSIONS: readonly Permission[] = Object.freeze([...new Set(collect(PERMISSIONS))]);

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

/**
 * A short version of a set of permissions (FNV-1a of the sorted codes, base 36): the API sends the
 * caller's in PERMISSIONS_VERSION_HEADER, the portal computes the one of the permissions it holds;
 * the same set gives the same version in any order, in any process.
 */
export function permissionsVersion(permissions: readonly string[]): string {
  const text = [...new Set(permissions)].sort().join(' ');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** What a caller is, for a permission check: superuser and DSSB pass every check (spec 1 §6). */
export interface PermissionSubject {
  isSuperuser: boolean;
  isDssb: boolean;
  permissions: readonly string[];
}

export function hasPermission(subject: PermissionSubject | null | undefined, required?: Permission | readonly Permission[]): boolean {
  if (!subject) return false;
  if (required === undefined) return true;
  if (subject.isSuperuser || subject.isDssb) return true;
  const needed = typeof required === 'string' ? [required] : required;
  return needed.every((p) => subject.permissions.includes(p));
}

/**
 * Permissions whose reach the structure bounds: what they show or change belongs to the structure
 * the role is held at (its children, vaccinations, medical folders, dashboards). Roles carry no
 * level; an administrator may give a role at a structure of its scope when every other permission
 * of that role (administration, the national reference catalogues) is one it holds itself.
 */
export const STRUCTURE_BOUND_PERMISSIONS: readonly Permission[] = Object.freeze(
  [PERMISSIONS.citizen, PERMISSIONS.vaccination, PERMISSIONS.medicalFolder, PERMISSIONS.dashboard].flatMap(collect),
);

/** The permissions a role must not carry for this subject to give it (none for superuser and DSSB). */
export function permissionsNotGivableBy(subject: PermissionSubject): Permission[] {
  if (subject.isSuperuser || subject.isDssb) return [];
  return ALL_PERMISSIONS.filter((p) => !STRUCTURE_BOUND_PERMISSIONS.includes(p) && !subject.permissions.includes(p));
}

/** May this subject give a role holding these permissions? (Structure scope aside.) */
export function mayGiveRole(subject: PermissionSubject, rolePermissions: readonly string[]): boolean {
  const notGivable = permissionsNotGivableBy(subject);
  return rolePermissions.every((p) => !(notGivable as readonly string[]).includes(p));
}
