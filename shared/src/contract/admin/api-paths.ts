/** User administration (spec 3 §7). `{id}`: fill it with apiPath(). */
export const ADMIN_API_PATHS = {
  users: '/api/users',
  /** POST, `activate-users`: validates an account (a registration waiting, or one deactivated). */
  userActivate: '/api/users/{id}/activate',
} as const;
