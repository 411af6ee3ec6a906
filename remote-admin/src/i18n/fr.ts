/** Texts of the administration area (keys under ADMIN.). */
export const fr = {
  ADMIN: {
    MENU: {
      USERS: 'Utilisateurs',
    },
    USERS: {
      SEARCH: "Nom d'utilisateur, nom ou e-mail",
      COLUMNS: {
        USERNAME: "Nom d'utilisateur",
        NAME: 'Nom et prénom',
        EMAIL: 'E-mail',
        PHONE: 'Téléphone',
        ROLES: 'Rôles',
        STATUS: 'Statut',
      },
      STATUS: {
        ACTIVE: 'Actif',
        INACTIVE: 'Désactivé',
      },
      SUPERUSER: 'Super administrateur',
      DSSB: 'DSSB',
    },
  },
} as const;
