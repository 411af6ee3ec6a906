import { PERMISSIONS, type Permission } from '../permissions.js';

/**
 * The permission catalogue as the role editor shows it (issue 34): grouped by area, in catalogue
 * order. Every permission of PERMISSIONS is in exactly one area (shared/test checks it).
 */
export const PERMISSION_AREAS = [
  { key: 'citizen', permissions: Object.values(PERMISSIONS.citizen) },
  { key: 'medicalFolder', permissions: Object.values(PERMISSIONS.medicalFolder) },
  { key: 'vaccination', permissions: Object.values(PERMISSIONS.vaccination) },
  {
    key: 'reference',
    permissions: [
      ...Object.values(PERMISSIONS.dci),
      ...Object.values(PERMISSIONS.specialty),
      ...Object.values(PERMISSIONS.seasonalCampaign),
      ...Object.values(PERMISSIONS.lists),
    ],
  },
  { key: 'admin', permissions: Object.values(PERMISSIONS.admin) },
  { key: 'dashboard', permissions: Object.values(PERMISSIONS.dashboard) },
] as const satisfies readonly { key: string; permissions: readonly Permission[] }[];

export type PermissionAreaKey = (typeof PERMISSION_AREAS)[number]['key'];
