import { AREA_LINKS, PERMISSIONS, SHELL_ROUTES, hasPermission, type PermissionSubject } from '@evax/shared/contract';

/**
 * Where the new-password screen goes 3 s after success (spec 1 §2.3): the vaccination area
 * (its first screen) for a user who may view vaccination, else home.
 */
export function pathAfterPasswordChange(subject: PermissionSubject | null): string {
  return hasPermission(subject, PERMISSIONS.vaccination.view) ? AREA_LINKS.routineVaccinationList : SHELL_ROUTES.home;
}
