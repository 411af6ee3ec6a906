/** Appointments and the structure's availability (spec 2 §2, §3, §4; spec 3 §3, §8; issue 32). */
export const APPOINTMENT_API_PATHS = {
  /** GET: the caller's structure's default availability and unavailability periods; POST: set the default; PUT: change it. */
  availability: '/api/appointments/availability',
  /** POST: a new unavailability period of the caller's structure. */
  unavailabilityCreate: '/api/appointments/unavailability',
  /** PUT, DELETE: one period ({param}: its id), when editable. */
  unavailabilityOne: '/api/appointments/unavailability/{param}',
  /** The day's appointments of the caller's structure (the work list). */
  appointmentsToday: '/api/appointments/today',
  /** The past appointments of the caller's structure, missed first. */
  appointmentsPast: '/api/appointments/past',
  /** The calendar's events between two days (DD/MM/YYYY). */
  appointmentsCalendar: '/api/appointments/calendar',
  /** POST: move an appointment ({param}: its vaccination id) to another day. */
  appointmentPostpone: '/api/appointments/{param}/postpone',
  /** POST: cancel an appointment with a reason (irreversible). */
  appointmentCancel: '/api/appointments/{param}/cancel',
} as const;

export const AVAILABILITY_LIMITS = {
  slotMinutesMin: 5,
  slotMinutesMax: 240,
  capacityMin: 1,
  capacityMax: 500,
  reasonMax: 200,
  /** The calendar's widest range: a month view's six weeks. */
  calendarMaxDays: 42,
  /** The past appointments reach back this far (a bounded list at national scale). */
  pastDays: 90,
  /** A calendar answer's events at most (a large centre's month). */
  calendarMaxEvents: 3000,
} as const;

/** ISO week days: 1 Monday ... 7 Sunday. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The calendar's colour of an event by appointment status (planned, done, postponed, cancelled). */
export const APPOINTMENT_EVENT_COLORS: Record<1 | 2 | 3 | 4, string> = { 1: '#1677ff', 2: '#389e0d', 3: '#d48806', 4: '#8c8c8c' };
