/**
 * Reference data (spec 3 §7): the DCI paths of set A, the specialty and list paths (list paths
 * the spec leaves open are ours, see docs/decisions.md). `{id}` and `{code}` are placeholders:
 * fill them with apiPath().
 */
export const REFERENCE_API_PATHS = {
  dciList: '/api/ALL_DCI',
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
