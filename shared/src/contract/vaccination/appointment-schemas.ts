import { Type, type Static } from 'typebox';
import { Id, closed, listQuery } from '../common/schemas.js';
import { isoDate, nullableString, oneOf } from '../common/schema-kit.js';
import { ChildNameFields } from '../citizen/response-schemas.js';
import { AVAILABILITY_LIMITS as L, WEEK_DAYS } from './appointments.js';
import { VACCINATION_LIMITS } from './types.js';

const Time = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:MM' });

/** POST, PUT availability: the structure's default week. */
export const AvailabilityBody = Type.Object(
  {
    weekDays: Type.Array(oneOf(WEEK_DAYS, { type: 'integer' }), {
      minItems: 1,
      maxItems: 7,
      uniqueItems: true,
      description: 'ISO days: 1 Monday ... 7 Sunday',
    }),
    opensAt: Time,
    closesAt: Time,
    slotMinutes: Type.Integer({ minimum: L.slotMinutesMin, maximum: L.slotMinutesMax }),
    capacityPerSlot: Type.Integer({ minimum: L.capacityMin, maximum: L.capacityMax }),
  },
  closed,
);
export type AvailabilityBody = Static<typeof AvailabilityBody>;

/** POST, PUT an unavailability period (spec 3 §3: identifier, start, end, editable). */
export const UnavailabilityBody = Type.Object(
  {
    startDate: isoDate('planned'),
    endDate: isoDate('planned'),
    reason: Type.String({ minLength: 1, maxLength: L.reasonMax }),
    editable: Type.Optional(Type.Boolean({ default: true })),
  },
  closed,
);
export type UnavailabilityBody = Static<typeof UnavailabilityBody>;

export const Unavailability = Type.Object(
  { id: Type.Integer(), startDate: Type.String(), endDate: Type.String(), reason: Type.String(), editable: Type.Boolean() },
  closed,
);
export type Unavailability = Static<typeof Unavailability>;

export const StructureAvailability = Type.Object(
  {
    structureId: Type.Integer(),
    default: Type.Union([
      Type.Object(
        {
          weekDays: Type.Array(Type.Integer()),
          opensAt: Type.String(),
          closesAt: Type.String(),
          slotMinutes: Type.Integer(),
          capacityPerSlot: Type.Integer(),
          dayCapacity: Type.Integer({ description: 'Appointments a vaccination day holds: slots times capacity' }),
        },
        closed,
      ),
      Type.Null(),
    ]),
    periods: Type.Array(Unavailability, { description: 'Periods not yet over, earliest first' }),
  },
  closed,
);
export type StructureAvailability = Static<typeof StructureAvailability>;

export const AppointmentStatusSchema = oneOf([1, 2, 3, 4] as const, { type: 'integer', description: '1 planned, 2 done, 3 postponed, 4 cancelled' });

/** A row of today's and the past appointments. */
export const AppointmentRow = Type.Object(
  {
    id: Type.Integer({ description: 'The vaccination row of the appointment' }),
    ...ChildNameFields,
    scheduleDose: Type.Integer(),
    dciName: Type.String(),
    dciNameAr: Type.String(),
    doseNumber: Type.Integer(),
    date: Type.String(),
    status: AppointmentStatusSchema,
    phone: nullableString({ description: "A parent's phone" }),
    cancelReason: nullableString(),
  },
  closed,
);
export type AppointmentRow = Static<typeof AppointmentRow>;

const PersonNames = Type.Object({ firstNameFr: Type.String(), lastNameFr: Type.String(), firstNameAr: Type.String(), lastNameAr: Type.String() }, closed);

/** A calendar event (spec 2 §2): title, isCanceled, eventColor, participants[] and folders[]. */
export const CalendarEvent = Type.Object(
  {
    id: Type.Integer(),
    date: Type.String({ description: 'DD/MM/YYYY' }),
    title: Type.String(),
    status: AppointmentStatusSchema,
    isCanceled: Type.Boolean(),
    eventColor: Type.String(),
    participants: Type.Array(PersonNames, { description: "The child's parents" }),
    folders: Type.Array(Type.Object({ evaxNumber: Type.String(), ...PersonNames.properties }, closed)),
  },
  closed,
);
export type CalendarEvent = Static<typeof CalendarEvent>;

export const CalendarAnswer = Type.Object(
  { events: Type.Array(CalendarEvent), truncated: Type.Boolean({ description: 'More events than AVAILABILITY_LIMITS.calendarMaxEvents' }) },
  closed,
);
export type CalendarAnswer = Static<typeof CalendarAnswer>;

const DayDmy = Type.String({ pattern: '^[0-3][0-9]/[01][0-9]/[0-9]{4}$', description: 'DD/MM/YYYY' });
export const CalendarQuery = Type.Object({ start: DayDmy, end: DayDmy }, closed);
export type CalendarQuery = Static<typeof CalendarQuery>;

export const AppointmentPostponeBody = Type.Object(
  { date: isoDate('planned'), reason: Type.Optional(Type.String({ maxLength: VACCINATION_LIMITS.reasonMax })) },
  closed,
);
export type AppointmentPostponeBody = Static<typeof AppointmentPostponeBody>;

export const AppointmentCancelBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: VACCINATION_LIMITS.reasonMax }) }, closed);
export type AppointmentCancelBody = Static<typeof AppointmentCancelBody>;

export const AppointmentParams = Type.Object({ param: Id });

/** Today's and past lists: a page of a fixed order (awaited or missed first); the search is the start of an evax number. */
export const AppointmentListQuery = Type.Omit(listQuery(['date']), ['ordering', 'sort']);
