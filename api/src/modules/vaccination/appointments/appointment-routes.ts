import { APPOINTMENT_API_PATHS as PATHS, PERMISSIONS } from '@evax/shared/contract';
import {
  AppointmentCancelBody,
  AppointmentListQuery,
  AppointmentParams,
  AppointmentPostponeBody,
  AppointmentRow,
  CalendarAnswer,
  CalendarQuery,
  NoContent,
  Paged,
} from '@evax/shared/contract/schemas';
import { tunisToday } from '@evax/shared/validation';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../../http/auth.js';
import { listParams, type RawListQuery } from '../../../http/list-query.js';
import { normalizeBodyText, routePath } from '../../../http/routes.js';
import { calendar, cancelAppointment, pastAppointments, postponeAppointment, todaysAppointments } from './appointment-service.js';

const { vaccination } = PERMISSIONS;

/**
 * The caller's structure's appointments (issue 32): lists and the calendar under view-appointments;
 * postpone and cancel under manage-appointments, through the routine service (its own rules and audit).
 */
export function appointmentRoutes(app: FastifyInstance): void {
  const view = requirePermission(vaccination.viewAppointments);
  const manage = requirePermission(vaccination.manageAppointments);
  const today = () => tunisToday(app.account.clock.now());

  app.get<{ Querystring: RawListQuery }>(
    PATHS.appointmentsToday,
    {
      schema: {
        querystring: AppointmentListQuery,
        response: { 200: Paged(AppointmentRow) },
        description: "Today's appointments of the caller's structure, those awaited first.",
      },
      preHandler: view,
    },
    (request) => todaysAppointments(app.db, callerOf(request), listParams(request.query), today()),
  );
  app.get<{ Querystring: RawListQuery }>(
    PATHS.appointmentsPast,
    {
      schema: {
        querystring: AppointmentListQuery,
        response: { 200: Paged(AppointmentRow) },
        description: "The caller's structure's appointments of the last 90 days, missed ones first, then the latest.",
      },
      preHandler: view,
    },
    (request) => pastAppointments(app.db, callerOf(request), listParams(request.query), today()),
  );
  app.get<{ Querystring: CalendarQuery }>(
    PATHS.appointmentsCalendar,
    {
      schema: {
        querystring: CalendarQuery,
        response: { 200: CalendarAnswer },
        description: 'The calendar events of the caller’s structure between two days (DD/MM/YYYY, at most 42 days).',
      },
      preHandler: view,
    },
    (request) => calendar(app.db, callerOf(request), request.query),
  );
  app.post<{ Params: { param: number }; Body: AppointmentPostponeBody }>(
    routePath(PATHS.appointmentPostpone),
    {
      schema: {
        params: AppointmentParams,
        body: AppointmentPostponeBody,
        response: { 204: NoContent },
        description: 'Move an appointment to an open day of the structure.',
      },
      preValidation: normalizeBodyText,
      preHandler: [view, manage],
    },
    async (request, reply) => {
      await postponeAppointment(app.db, callerOf(request), request.params.param, request.body);
      return reply.status(204).send();
    },
  );
  app.post<{ Params: { param: number }; Body: AppointmentCancelBody }>(
    routePath(PATHS.appointmentCancel),
    {
      schema: {
        params: AppointmentParams,
        body: AppointmentCancelBody,
        response: { 204: NoContent },
        description: 'Cancel an appointment with its reason (irreversible).',
      },
      preValidation: normalizeBodyText,
      preHandler: [view, manage],
    },
    async (request, reply) => {
      await cancelAppointment(app.db, callerOf(request), request.params.param, request.body);
      return reply.status(204).send();
    },
  );
}
