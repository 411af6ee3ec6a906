import type { Transaction } from 'kysely';
import { PERMISSIONS, type Permission } from '@evax/shared/contract';
import type { Database } from '../../schema.js';

const all = (area: Record<string, Permission>): Permission[] => Object.values(area);

export const ROLE_CODES = {
  admin: 'ADMIN',
  healthAgent: 'HEALTH_AGENT',
  regionalManager: 'REGIONAL_MANAGER',
  vaccinator: 'VACCINATOR',
  dataEntry: 'DATA_ENTRY',
} as const;

interface RoleSeed {
  code: string;
  nameFr: string;
  nameAr: string;
  isActive: boolean;
  permissions: Permission[];
}

const { citizen, vaccination, medicalFolder, dashboard, dci } = PERMISSIONS;

/** The roles a fresh installation starts with; administrators change them afterwards. */
export const ROLES: RoleSeed[] = [
  {
    code: ROLE_CODES.admin,
    nameFr: 'Administrateur',
    nameAr: 'مشرف النظام',
    isActive: true,
    permissions: [
      ...all(PERMISSIONS.admin),
      ...all(PERMISSIONS.dci),
      ...all(PERMISSIONS.specialty),
      ...all(PERMISSIONS.lists),
      ...all(PERMISSIONS.seasonalCampaign),
      dashboard.view,
    ],
  },
  {
    code: ROLE_CODES.healthAgent,
    nameFr: 'Agent de santé',
    nameAr: 'عون صحة',
    isActive: true,
    permissions: [...all(citizen), ...all(vaccination), ...all(medicalFolder), dashboard.view, dashboard.viewCenter],
  },
  {
    code: ROLE_CODES.regionalManager,
    nameFr: 'Responsable régional',
    nameAr: 'مسؤول جهوي',
    isActive: true,
    permissions: [
      ...all(dashboard),
      citizen.viewChildrenList,
      citizen.searchChildren,
      citizen.showCitizen,
      vaccination.view,
      vaccination.viewRoutine,
      vaccination.viewOccasional,
      vaccination.viewSeasonal,
      vaccination.viewInternational,
      vaccination.viewRabies,
      vaccination.viewRabiesDashboard,
      vaccination.viewAbsentRabiesList,
      dci.viewMenu,
      dci.viewList,
    ],
  },
  {
    code: ROLE_CODES.vaccinator,
    nameFr: 'Vaccinateur',
    nameAr: 'ملقّح',
    isActive: true,
    permissions: [
      citizen.viewChildrenList,
      citizen.searchChildren,
      citizen.showCitizen,
      vaccination.view,
      vaccination.viewRoutine,
      vaccination.addRoutine,
      vaccination.addNextRoutine,
      vaccination.viewOccasional,
      vaccination.addOccasional,
      vaccination.viewSeasonal,
      vaccination.addSeasonal,
      vaccination.viewAppointments,
      vaccination.issueCertificate,
      medicalFolder.viewMedicalFolder,
    ],
  },
  {
    code: ROLE_CODES.dataEntry,
    nameFr: 'Agent de saisie (profil archivé)',
    nameAr: 'عون إدخال البيانات (ملف مؤرشف)',
    isActive: false,
    permissions: [citizen.viewChildrenList, citizen.addChildren, citizen.searchChildren],
  },
];

export async function seedRoles(trx: Transaction<Database>): Promise<void> {
  for (const role of ROLES) {
    const { id } = await trx
      .insertInto('role')
      .values({ code: role.code, name_fr: role.nameFr, name_ar: role.nameAr, is_active: role.isActive })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('role_permission')
      .values([...new Set(role.permissions)].map((permission) => ({ role_id: id, permission })))
      .execute();
  }
}
