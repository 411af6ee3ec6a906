/** Texts of the users' screens (keys under ADMIN.). */
export const userFr = {
  USERS: {
    SEARCH: "Nom d'utilisateur, nom ou e-mail",
    COLUMNS: {
      USERNAME: "Nom d'utilisateur",
      NAME: 'Nom et prénom',
      EMAIL: 'E-mail',
      PHONE: 'Téléphone',
      ROLES: 'Rôles',
    },
    STATUS: {
      ACTIVE: 'Actif',
      INACTIVE: 'Désactivé',
    },
    SUPERUSER: 'Super administrateur',
    DSSB: 'DSSB',
  },
} as const;
