import multipart from '@fastify/multipart';
import { REFERENCE_LIMITS } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { dciRoutes } from './dci-routes.js';
import { optionListRoutes } from './option-list-routes.js';
import { specialtyRoutes } from './specialty-routes.js';

/**
 * Reference data (spec 3 §2, §7): the DCI catalogue, the specialties and the option lists, with
 * their imports and exports. Multipart (imports, list creation) is parsed in this area only.
 */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: REFERENCE_LIMITS.importMaxBytes, files: 1, fields: 1000, parts: 1001, fieldSize: 64 * 1024 },
  });
  await dciRoutes(app);
  await specialtyRoutes(app);
  await optionListRoutes(app);
}
