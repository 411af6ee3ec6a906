/**
 * User and role administration (spec 3 §2 "Users, roles", §4). The spec shows no paths: ours,
 * in the reference area's style (docs/decisions/admin.md). `{id}`: fill it with apiPath().
 */
export const ADMIN_API_PATHS = {
  /** GET (list; `deleted=1` the recycle bin), POST (create, `add-users`). */
  users: '/api/users',
  /** GET (detail), PATCH (edit, `change-users`), DELETE (to the recycle bin, `delete-users`). */
  user: '/api/users/{id}',
  /** POST, `activate-users`: validates an account (a registration waiting, or one deactivated). */
  userActivate: '/api/users/{id}/activate',
  /** POST, `activate-users`: disables an account; it can no longer sign in. */
  userDeactivate: '/api/users/{id}/deactivate',
  /** POST, `delete-users`: brings an account back from the recycle bin (disabled). */
  userRestore: '/api/users/{id}/restore',
  /** POST, `change-users`: a new temporary password, sent by SMS to the user's mobile; the next sign-in must replace it. */
  userRegeneratePassword: '/api/users/{id}/regenerate-password',
  /** GET (list), POST (create, `add-roles`). */
  roles: '/api/roles',
  /** GET (detail with its permissions), PATCH (`change-roles`), DELETE (`delete-roles`, refused while held). */
  role: '/api/roles/{id}',
  roleActivate: '/api/roles/{id}/activate',
  roleDeactivate: '/api/roles/{id}/deactivate',
  /** GET, `view-audit-log`: a page of the audit trail, newest first (filters, `before` for the next page). */
  auditLog: '/api/audit-log',
  /** GET, `view-audit-log`: the entities and actions the trail holds, for the filters. */
  auditLogFacets: '/api/audit-log/facets',
  /** GET, `view-audit-log`: the rows the filters select (at most AUDIT_LOG_LIMITS.exportMax), as CSV or XLSX. */
  auditLogExport: '/api/audit-log/export',
} as const;
