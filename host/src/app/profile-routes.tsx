import { SHELL_ROUTES } from '@evax/shared/contract';
import type { RouteDescriptor } from '@evax/shared/runtime';

const display = () => import('../profile/pages/ProfileDisplayPage');

/**
 * The signed-in user's own profile and account (spec 3 §2 Profile): no permission, every
 * signed-in user. change-password and reset-phone are hidden
 * from professional-body users (their password and phone belong to the professional body).
 */
export const profileRoutes: RouteDescriptor[] = [
  { path: SHELL_ROUTES.profileDisplay, titleKey: 'PROFILE.DISPLAY.TITLE', component: display },
  { path: SHELL_ROUTES.profile, titleKey: 'PROFILE.DISPLAY.TITLE', component: display },
  { path: SHELL_ROUTES.updateProfile, titleKey: 'PROFILE.UPDATE.TITLE', component: () => import('../profile/pages/UpdateProfilePage') },
  {
    path: SHELL_ROUTES.changePassword,
    hiddenForProfessionalBody: true,
    titleKey: 'PROFILE.PASSWORD.TITLE',
    component: () => import('../profile/pages/ChangePasswordPage'),
  },
  { path: SHELL_ROUTES.accountInformation, titleKey: 'PROFILE.ACCOUNT.TITLE', component: () => import('../profile/pages/AccountInformationPage') },
  { path: SHELL_ROUTES.personalInformation, titleKey: 'PROFILE.PERSONAL.TITLE', component: () => import('../profile/pages/PersonalInformationPage') },
  {
    path: SHELL_ROUTES.resetPhone,
    hiddenForProfessionalBody: true,
    titleKey: 'PROFILE.PHONE.TITLE',
    component: () => import('../profile/pages/ResetPhonePage'),
  },
];
