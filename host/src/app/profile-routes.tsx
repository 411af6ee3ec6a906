import { SHELL_ROUTES } from '@evax/shared/contract';
import type { RouteDescriptor } from '@evax/shared/runtime';

const display = () => import('../profile/pages/ProfileDisplayPage');

/**
 * The signed-in user's own profile and account (spec 3 §2 Profile): no permission, every
 * signed-in user. change-password and reset-phone are hidden
 * from professional-body users (their password and phone belong to the professional body).
 */
export const profileRoutes: RouteDescriptor[] = [
  { path: SHELL_ROUTES.profileDisplay, component: display },
  { path: SHELL_ROUTES.profile, component: display },
  { path: SHELL_ROUTES.updateProfile, component: () => import('../profile/pages/UpdateProfilePage') },
  { path: SHELL_ROUTES.changePassword, hiddenForProfessionalBody: true, component: () => import('../profile/pages/ChangePasswordPage') },
  { path: SHELL_ROUTES.accountInformation, component: () => import('../profile/pages/AccountInformationPage') },
  { path: SHELL_ROUTES.personalInformation, component: () => import('../profile/pages/PersonalInformationPage') },
  { path: SHELL_ROUTES.resetPhone, hiddenForProfessionalBody: true, component: () => import('../profile/pages/ResetPhonePage') },
];
