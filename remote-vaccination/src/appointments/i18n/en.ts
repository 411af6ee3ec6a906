/** Texts of the appointments (keys under VACCINATION.APPOINTMENTS.; issue 32). */
export const appointmentsEn = {
  MENU: 'Appointments',
  TODAY_TITLE: "Today's appointments",
  PAST_TITLE: 'Past appointments',
  CALENDAR_TITLE: 'Appointment calendar',
  SEARCH: 'eVax number',
  TRUNCATED: 'Too many appointments in this period: choose the week or day view.',
  COLUMNS: { DATE: 'Date', EVAX_NUMBER: 'eVax number', CHILD: 'Child', DOSE: 'Dose', PHONE: 'Phone', STATUS: 'State', ACTIONS: 'Actions' },
  STATUS: { PLANNED: 'Scheduled', DONE: 'Done', POSTPONED: 'Postponed', CANCELLED: 'Cancelled', MISSED: 'Missed' },
  VACCINATE: 'Vaccinate',
  OPEN_FOLDER: 'Folder',
  POSTPONE: { ACTION: 'Postpone', TITLE: 'Postpone the appointment', DATE: 'New date', REASON: 'Reason (optional)', DONE: 'Appointment postponed' },
  CANCEL: {
    ACTION: 'Cancel',
    TITLE: 'Cancel the appointment',
    REASON: 'Reason for cancelling',
    WARNING: 'Cancelling is final: the dose will no longer be offered.',
    DONE: 'Appointment cancelled',
  },
};
