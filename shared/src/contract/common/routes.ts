/** Client route paths (spec 1 §2, 2 §2, 3 §2). All app routes live under ADMIN_BASE. */
export const ADMIN_BASE = '/admin';

/** The host's own screens (sign-in, home, profile); each area's screens are in its `<area>/routes.ts`. */
export const SHELL_ROUTES = {
  root: '/',
  auth: '/auth',
  login: '/auth/login',
  authLogout: '/auth/logout',
  logout: '/logout',
  signinOidc: '/signin-oidc',
  /** The public check of a vaccination certificate's QR code (issue 35): no sign-in. */
  verifyCertificate: '/verify',
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
export const PROFESSIONAL_BODY_HIDDEN_ROUTES: readonly string[] = [SHELL_ROUTES.resetPassword, SHELL_ROUTES.resetPhone, SHELL_ROUTES.changePassword];
