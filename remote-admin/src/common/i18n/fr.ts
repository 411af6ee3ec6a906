/** Texts of the administration area under ADMIN. that its entities share: the menu. */
export const commonFr = {
  MENU: {
    USERS: 'Utilisateurs',
    ROLES: 'Rôles',
    AUDIT_LOG: "Journal d'audit",
  },
} as const;
