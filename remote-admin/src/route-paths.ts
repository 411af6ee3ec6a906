/** The area's client routes: its own, in its own package (the host learns their prefixes from area.json). */

/**
 * The administration screens (spec 3 §2 "Users, roles": no routes shown). Ours, in the style of
 * the reference area's lists and seasonal campaigns (docs/decisions/admin.md).
 */
export const ADMIN_ROUTES = {
  users: '/admin/users',
  userAdd: '/admin/users/new',
  userEdit: '/admin/users/:id/edit',
  userShow: '/admin/users/:id/show',
  /** The recycle bin: deleted accounts, to restore. */
  usersDeleted: '/admin/users/deleted',
  roles: '/admin/roles',
  roleAdd: '/admin/roles/new',
  roleEdit: '/admin/roles/:id/edit',
  roleShow: '/admin/roles/:id/show',
  /** The audit trail (issue 34), read-only. */
  auditLog: '/admin/audit-log',
} as const;
