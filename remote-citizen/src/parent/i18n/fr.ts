/** Texts of the parent step and of adding a parent (CITIZEN.PARENT). */
export const parentFr = {
  CITIZEN: {
    MENU: {
      PARENT_ADD: 'Ajouter un parent',
    },
    PARENT: {
      CHECK: {
        PAPER: "Pièce d'identité du parent",
        PAPERS: {
          nationalId: "Carte d'identité nationale",
          passport: 'Passeport',
        },
        NATIONAL_ID: "N° de carte d'identité nationale",
        PASSPORT: 'N° de passeport',
        NATIONALITY: 'Nationalité',
        BUTTON: 'Vérifier le parent',
        REQUIRED: "Vérifiez d'abord si le parent est déjà enregistré",
        EXISTS: 'Ce parent est déjà enregistré : l’enfant lui sera rattaché.',
        OUTSIDE_SCOPE: 'Il est inscrit dans une autre structure : ses coordonnées et ses autres enfants ne sont pas communiqués.',
        NEW: 'Aucun parent enregistré avec cette pièce : saisissez le nouveau parent.',
      },
      FIELDS: {
        FIRST_NAME_FR: 'Prénom (français)',
        LAST_NAME_FR: 'Nom (français)',
        FIRST_NAME_AR: 'Prénom (arabe)',
        LAST_NAME_AR: 'Nom (arabe)',
        GENDER: 'Sexe',
        BIRTH_DATE: 'Date de naissance',
        PHONE: 'Téléphone',
        SOCIAL_SECURITY: 'N° CNSS / CNRPS',
        ROLE: 'Lien avec l’enfant',
        CHILD: "N° eVax de l'enfant",
      },
      GENDER: {
        male: 'Homme',
        female: 'Femme',
      },
      ROLES: {
        guardian: 'Tuteur légal (garde)',
        father: 'Père',
        mother: 'Mère',
        tutor: 'Tuteur',
      },
      SUMMARY: {
        NAME: 'Nom',
        PHONE: 'Téléphone',
        PAPER: "Pièce d'identité",
      },
      ADD: {
        TITLE: 'Ajouter un parent à un enfant',
        SAVE: 'Enregistrer le parent',
        SAVED: 'Parent enregistré',
      },
    },
  },
} as const;
