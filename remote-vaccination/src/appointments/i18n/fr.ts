/** Texts of the appointments (keys under VACCINATION.APPOINTMENTS.; issue 32). */
export const appointmentsFr = {
  MENU: 'Rendez-vous',
  TODAY_TITLE: 'Rendez-vous du jour',
  PAST_TITLE: 'Rendez-vous passés',
  CALENDAR_TITLE: 'Calendrier des rendez-vous',
  SEARCH: 'N° eVax',
  TRUNCATED: 'Trop de rendez-vous sur cette période : choisissez la vue semaine ou jour.',
  COLUMNS: { DATE: 'Date', EVAX_NUMBER: 'N° eVax', CHILD: 'Enfant', DOSE: 'Dose', PHONE: 'Téléphone', STATUS: 'État', ACTIONS: 'Actions' },
  STATUS: { PLANNED: 'Prévu', DONE: 'Fait', POSTPONED: 'Reporté', CANCELLED: 'Annulé', MISSED: 'Manqué' },
  VACCINATE: 'Vacciner',
  OPEN_FOLDER: 'Dossier',
  POSTPONE: { ACTION: 'Reporter', TITLE: 'Reporter le rendez-vous', DATE: 'Nouvelle date', REASON: 'Motif (facultatif)', DONE: 'Rendez-vous reporté' },
  CANCEL: {
    ACTION: 'Annuler',
    TITLE: 'Annuler le rendez-vous',
    REASON: "Motif de l'annulation",
    WARNING: "L'annulation est définitive : la dose ne sera plus proposée.",
    DONE: 'Rendez-vous annulé',
  },
};
