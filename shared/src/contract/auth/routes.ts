/** The signed-out password screens (the spec names the calls, not the screens' paths); the sign-in screens are SHELL_ROUTES. */
export const AUTH_ROUTES = {
  forgotPassword: '/auth/forgot-password',
} as const;
