/** The administration screens (spec 3 §2). */
export const ADMIN_ROUTES = {
  users: '/admin/users',
  roles: '/admin/roles',
} as const;
