export * from './types.js';
export * from './api-paths.js';
export * from './booklet.js';
export * from './kinds.js';
export type * from './kinds-types.js';
export * from './campaigns.js';
export * from './rabies.js';
export type * from './rabies-types.js';
export type * from './campaign-types.js';
export * from './appointments.js';
export type {
  AppointmentCancelBody,
  AppointmentPostponeBody,
  AppointmentRow,
  AvailabilityBody,
  CalendarAnswer,
  CalendarEvent,
  CalendarQuery,
  StructureAvailability,
  Unavailability,
  UnavailabilityBody,
} from './appointment-schemas.js';
