/** Client route paths (spec 1 §2, 2 §2, 3 §2). All app routes live under ADMIN_BASE. */
export const ADMIN_BASE = '/admin';

export const SHELL_ROUTES = {
  root: '/',
  auth: '/auth',
  login: '/auth/login',
  authLogout: '/auth/logout',
  logout: '/logout',
  signinOidc: '/signin-oidc',
  home: '/admin/home',
  resetPassword: '/admin/reset-password',
  resetPhone: '/admin/reset-phone',
  profileDisplay: '/admin/profile/display',
  profile: '/admin/profile',
  updateProfile: '/admin/update-profile',
  changePassword: '/admin/change-password',
  accountInformation: '/admin/account-information',
  personalInformation: '/admin/personal-information',
} as const;

/**
 * Shell routes hidden from professional-body (OpenID) users (spec 1 §2.1, §6): their route and
 * menu descriptors set `hiddenForProfessionalBody` (a host test checks it). Their password and
 * phone belong to the professional body.
 */
export const PROFESSIONAL_BODY_HIDDEN_ROUTES: readonly string[] = [
  SHELL_ROUTES.resetPassword,
  SHELL_ROUTES.resetPhone,
  SHELL_ROUTES.changePassword,
];
/** The signed-out password screens (the spec names the calls, not the screens' paths). */
export const AUTH_ROUTES = {
  forgotPassword: '/auth/forgot-password',
} as const;

export const CITIZEN_ROUTES = {
  childList: '/admin/child/list',
  childAdd: '/admin/child/add',
  childSearch: '/admin/child/search',
  parentAdd: '/admin/parent/add',
  citizenList: '/admin/citoyen',
  mapiList: '/admin/mapi',
} as const;

export const VACCINATION_ROUTES = {
  entry: '/admin/vaccine',
  routineList: '/admin/vaccine/routine-vaccination',
  rabiesDashboard: '/admin/vaccine-antirabique',
} as const;

/**
 * The reference screens (spec 3 §2). Specialty creation is under the list path, not the spec's
 * /admin/add/new, which the DCI form already owns (docs/decisions.md, "Reference data").
 */
export const REFERENCE_ROUTES = {
  dciList: '/admin/dci',
  dciAdd: '/admin/add/new',
  dciEdit: '/admin/edit/:id/dci',
  dciShow: '/admin/dci/:id/show',
  dciSpecialties: '/admin/dci/speciality/:id/show',
  specialtyList: '/admin/specialtie',
  specialtyAdd: '/admin/specialtie/add/new',
  specialtyEdit: '/admin/edit/:id/specialtie',
  specialtyShow: '/admin/specialtie/:id',
  lists: '/admin/lists',
  listAdd: '/admin/lists/new',
  listEdit: '/admin/lists/:id/edit',
  listShow: '/admin/lists/:id/show',
} as const;

export const ADMIN_ROUTES = {
  users: '/admin/users',
  roles: '/admin/roles',
} as const;

/** The remotes the host composes; each is served at /remotes/<name>/. */
export const REMOTE_NAMES = ['citizen', 'vaccination', 'reference', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const REMOTES_CONFIG_PATH = '/config/remotes.json';

/** The federated container of a remote is named evax_<name> (its global, its share-scope identity). */
export function remoteContainerName(name: RemoteName): string {
  return `evax_${name}`;
}

/** Every client route of each remote, from its area's table: what its path prefixes are derived from. */
export const REMOTE_ROUTES: Record<RemoteName, Readonly<Record<string, string>>> = {
  citizen: CITIZEN_ROUTES,
  vaccination: VACCINATION_ROUTES,
  reference: REFERENCE_ROUTES,
  admin: ADMIN_ROUTES,
};

/** '/admin/edit/:id/dci' → '/admin/edit': the admin base and the route's first segment. */
export function pathPrefixOf(route: string): string {
  const [first] = route.slice(ADMIN_BASE.length + 1).split('/');
  return `${ADMIN_BASE}/${first}`;
}

/**
 * The path prefixes each remote owns, derived from its routes (never kept by hand), so the host
 * can show "area unavailable" at a path whose remote it could not load (it then knows none of
 * that remote's routes). A remote's module test checks each of its routes is in its table.
 */
export const REMOTE_BASE_PATHS = Object.fromEntries(
  REMOTE_NAMES.map((name): [RemoteName, readonly string[]] => [name, [...new Set(Object.values(REMOTE_ROUTES[name]).map(pathPrefixOf))]]),
) as Readonly<Record<RemoteName, readonly string[]>>;

/** API paths (spec 1 §7.2, 2 §7, 3 §7; list paths the spec leaves open are ours, see docs/decisions.md). */
export const API_PATHS = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/v1/me',
  health: '/api/health',
  dciList: '/api/ALL_DCI',
  childrenList: '/api/citizen/children',
  routineVaccinationChildren: '/api/vaccination_routine/children',
  users: '/api/users',
  /** POST, `activate-users`: validates an account (a registration waiting, or one deactivated). */
  userActivate: '/api/users/{id}/activate',

  // Reference data (spec 3 §7): the DCI paths of set A, the specialty and list paths.
  // `{id}` and `{code}` are placeholders: fill them with apiPath().
  dciAdd: '/api/ADD_DCI',
  /** GET one; PATCH (or PUT) edits it. */
  dciOne: '/api/ALL_DCI/{id}',
  dciActivate: '/api/DCI/{id}/activate',
  /** POST, or DELETE as the spec also shows it. */
  dciDeactivate: '/api/DCI/{id}/deactivate',
  dciDelete: '/api/dci/{id}/delete',
  /** CSV by default, `?format=xlsx`; takes the list's filters. */
  dciExport: '/api/dcis/export',
  /** multipart, field `file` (CSV or XLSX); `?mode=all_or_nothing|partial`. */
  dciImport: '/api/dci/import',
  /** The specialties of one DCI, paged. */
  dciSpecialties: '/api/dci-speciality/{id}',
  /** The list (is_active defaults to 1); `?id=` answers one specialty. */
  specialtyList: '/api/specialityList',
  specialtyAdd: '/api/ADD_Specialtie',
  /** PATCH (or PUT) edits it. */
  specialtyOne: '/api/Specialtie/{id}',
  specialtyActivate: '/api/Specialtie/{id}/activate',
  specialtyDeactivate: '/api/Specialtie/{id}/deactivate',
  specialtyDelete: '/api/Specialtie/{id}/delete',
  specialtyExport: '/api/Specialtie/export',
  specialtyImport: '/api/Specialtie/import',
  /** GET the lists; POST creates one (multipart or JSON). */
  optionLists: '/api/lists',
  /** GET, PATCH, DELETE. */
  optionListOne: '/api/lists/{id}',
  optionListActivate: '/api/lists/{id}/activate',
  optionListDeactivate: '/api/lists/{id}/deactivate',
  /** The choices of a list's drop-down, for every signed-in user. */
  optionListChoices: '/api/lists/by-code/{code}/options',
} as const;

/** The names of an API path's `{name}` placeholders: '/api/lists/{id}' gives 'id'. */
type BraceParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | BraceParamNames<Rest> : never;
/** The names of a client route's `:name` segments: '/admin/edit/:id/dci' gives 'id'. */
type ColonParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ColonParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The placeholders of a path, API (`{id}`) or client route (`:id`). */
export type PathParamNames<P extends string> = BraceParamNames<P> | ColonParamNames<P>;

/** A value for each placeholder of the path, and none other. */
export type PathParams<P extends string> = { [Name in PathParamNames<P>]: string | number };

/**
 * The one path filler: an API path's `{name}` placeholders or a client route's `:name` segments
 * filled (URI-encoded): apiPath(API_PATHS.dciOne, { id: 3 }), apiPath(REFERENCE_ROUTES.dciEdit, { id: 3 }).
 * The placeholders are read from the path's literal type: a missing one does not compile.
 */
export function apiPath<P extends string>(path: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number>;
  return path.replace(/\{(\w+)\}|:(\w+)/g, (_, braced: string | undefined, colon: string | undefined) => {
    const name = (braced ?? colon)!;
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: no value for ${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The runtime configuration the host fetches at start-up (REMOTES_CONFIG_PATH). */
export interface RemotesConfig {
  remotes: { name: RemoteName; entry: string }[];
}
