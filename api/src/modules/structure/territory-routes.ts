import { ACCOUNT_API_PATHS } from '@evax/shared/contract';
import { IdParams, NoQuery, PlaceList } from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { routePath } from '../../http/routes.js';
import { delegationsOf, governorates } from './territory-queries.js';

const SIGNED_IN = { access: 'authenticated' } as const;

/**
 * The territorial division (the seeded 24 governorates and 264 delegations): the cascading
 * selects of a birth place. Reference data for every signed-in user; a delegation without an
 * Arabic name answers its French one.
 */
export async function territoryRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    ACCOUNT_API_PATHS.governorates,
    { schema: { querystring: NoQuery, response: { 200: PlaceList }, description: 'The governorates, by code.' }, config: SIGNED_IN },
    () => governorates(app.db),
  );
  app.get<{ Params: IdParams }>(
    routePath(ACCOUNT_API_PATHS.governorateDelegations),
    {
      schema: {
        querystring: NoQuery,
        params: IdParams,
        response: { 200: PlaceList },
        description: "A governorate's delegations, by French name (none for an unknown governorate).",
      },
      config: SIGNED_IN,
    },
    (request) => delegationsOf(app.db, request.params.id),
  );
}
