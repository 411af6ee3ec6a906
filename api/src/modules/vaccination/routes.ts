import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { appointmentRoutes } from './appointments/appointment-routes.js';
import { availabilityRoutes } from './availability/availability-routes.js';
import { rabiesAbsentRoutes } from './antirabies/absent/rabies-absent-routes.js';
import { rabiesDashboardRoutes } from './antirabies/dashboard/rabies-dashboard-routes.js';
import { rabiesVaccinationRoutes } from './antirabies/rabies-routes.js';
import { seasonalCampaignRoutes } from './campaign/campaign-routes.js';
import { certificateRoutes } from './documents/certificate-routes.js';
import { documentRoutes } from './documents/documents-routes.js';
import { VACCINATION_FORM_LIMITS } from './common/visit-form.js';
import { internationalVaccinationRoutes } from './international/international-routes.js';
import { kindVaccinationRoutes } from './kind/kind-routes.js';
import { routineVaccinationRoutes } from './routine/routine-routes.js';

/** The vaccination area's routes, entity by entity; a visit's form (multipart) is read by the routine and kinds' routes. */
export async function vaccinationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: VACCINATION_FORM_LIMITS });
  routineVaccinationRoutes(app);
  kindVaccinationRoutes(app);
  internationalVaccinationRoutes(app);
  seasonalCampaignRoutes(app);
  rabiesVaccinationRoutes(app);
  rabiesAbsentRoutes(app);
  rabiesDashboardRoutes(app);
  documentRoutes(app);
  certificateRoutes(app);
  availabilityRoutes(app);
  appointmentRoutes(app);
}
