/** The area's client routes: its own, in its own package (the host learns their prefixes from area.json). */

/** The administration screens (spec 3 §2). */
export const ADMIN_ROUTES = {
  users: '/admin/users',
  roles: '/admin/roles',
} as const;
