/** Texts of the anti-rabies absent list and its reminder SMS (keys under VACCINATION.RABIES_ABSENT.; issue 31 "Absences"). */
export const rabiesAbsentFr = {
  TITLE: 'Absents antirabiques',
  MENU: 'Absents antirabiques',
  LINK: 'Liste des absents',
  FILTERS: { STRUCTURE: 'Structure' },
  COLUMNS: { PHONE: 'Téléphone', DAYS_LATE: 'Retard', REMINDED_ON: 'Dernier rappel' },
  DAYS_LATE_one: '{{count}} jour',
  DAYS_LATE_many: '{{count}} de jours',
  DAYS_LATE_other: '{{count}} jours',
  REMIND: 'Envoyer un rappel',
  REMINDED_TODAY: 'Rappel envoyé',
  REMIND_TITLE: 'Rappel par SMS',
  REMIND_CONFIRM: 'Envoyer un rappel à {{name}} ({{days}} jours de retard) au',
  SMS_LANGUAGE: 'Langue du SMS',
  LANGUAGES: { fr: 'Français', ar: 'Arabe' },
  SEND: 'Envoyer',
  REMINDER_SENT: 'Rappel envoyé au {{phone}}',
};
