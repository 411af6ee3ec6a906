import { API_PATHS, PERMISSIONS, VACCINE_CATEGORIES, type VaccineCategory } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../http/auth.js';
import { IS_ACTIVE_FILTER, activeFilter, listParams, listQuerySchema, type RawListQuery } from '../../http/list-query.js';
import { DCI_ORDERING } from './queries.js';
import { listDci } from './service.js';

interface DciListQuery extends RawListQuery {
  is_active?: 0 | 1;
  vaccine_category?: VaccineCategory;
}

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: DciListQuery }>(
    API_PATHS.dciList,
    {
      schema: {
        querystring: listQuerySchema(Object.keys(DCI_ORDERING), {
          ...IS_ACTIVE_FILTER,
          vaccine_category: { type: 'string', enum: [...VACCINE_CATEGORIES] },
        }),
      },
      preHandler: requirePermission(PERMISSIONS.dci.viewList),
    },
    (request) =>
      listDci(app.db, listParams(request.query), {
        isActive: activeFilter(request.query.is_active),
        vaccineCategory: request.query.vaccine_category ?? null,
      }),
  );
}
