import { APPOINTMENT_API_PATHS as PATHS, PERMISSIONS } from '@evax/shared/contract';
import { AppointmentParams, AvailabilityBody, NoContent, StructureAvailability, UnavailabilityBody } from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../../http/auth.js';
import { routePath } from '../../../http/routes.js';
import { changePeriod, createAvailability, createPeriod, readAvailability, removePeriod, updateAvailability } from './availability-service.js';

const { vaccination } = PERMISSIONS;

/** The caller's structure's availability (issue 32): read under view-appointments, written under manage-appointments. */
export function availabilityRoutes(app: FastifyInstance): void {
  const manage = requirePermission(vaccination.manageAppointments);
  app.get(
    PATHS.availability,
    {
      schema: {
        response: { 200: StructureAvailability },
        description: "The caller's structure's default weekly availability and its unavailability periods not yet over.",
      },
      preHandler: requirePermission(vaccination.viewAppointments),
    },
    (request) => readAvailability(app.db, callerOf(request)),
  );
  app.post<{ Body: AvailabilityBody }>(
    PATHS.availability,
    {
      schema: {
        body: AvailabilityBody,
        response: { 201: StructureAvailability },
        description: "Set the structure's default weekly availability (one per structure).",
      },
      preHandler: manage,
    },
    async (request, reply) => reply.status(201).send(await createAvailability(app.db, callerOf(request), request.body)),
  );
  app.put<{ Body: AvailabilityBody }>(
    PATHS.availability,
    {
      schema: { body: AvailabilityBody, response: { 200: StructureAvailability }, description: "Change the structure's default weekly availability." },
      preHandler: manage,
    },
    (request) => updateAvailability(app.db, callerOf(request), request.body),
  );
  app.post<{ Body: UnavailabilityBody }>(
    PATHS.unavailabilityCreate,
    {
      schema: {
        body: UnavailabilityBody,
        response: { 201: StructureAvailability },
        description: 'Add an unavailability period (holiday, stock-out) to the structure.',
      },
      preHandler: manage,
    },
    async (request, reply) => reply.status(201).send(await createPeriod(app.db, callerOf(request), request.body)),
  );
  app.put<{ Params: { param: number }; Body: UnavailabilityBody }>(
    routePath(PATHS.unavailabilityOne),
    {
      schema: {
        params: AppointmentParams,
        body: UnavailabilityBody,
        response: { 200: StructureAvailability },
        description: 'Change an editable unavailability period.',
      },
      preHandler: manage,
    },
    (request) => changePeriod(app.db, callerOf(request), request.params.param, request.body),
  );
  app.delete<{ Params: { param: number } }>(
    routePath(PATHS.unavailabilityOne),
    {
      schema: { params: AppointmentParams, response: { 204: NoContent }, description: 'Remove an editable unavailability period.' },
      preHandler: manage,
    },
    async (request, reply) => {
      await removePeriod(app.db, callerOf(request), request.params.param);
      return reply.status(204).send();
    },
  );
}
