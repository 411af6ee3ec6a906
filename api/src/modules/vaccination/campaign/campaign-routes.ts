import { API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import {
  SeasonalCampaignBody,
  SeasonalCampaignFilters,
  SeasonalCampaignPage,
  SeasonalCampaignPatchBody,
  SeasonalCampaignRow,
} from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from '../../../http/catalogue-routes.js';
import { activeFilter } from '../../../http/list-query.js';
import { CAMPAIGN_ORDERING, createCampaign, deleteCampaign, getCampaign, listCampaigns, setCampaignActive, updateCampaign } from './campaign-service.js';

/**
 * The seasonal campaigns' catalogue (/api/seasonal_campaign): the vaccination module owns the
 * table, the administrators' screen is the reference area's (docs/decisions.md, "Seasonal campaigns").
 */
export function seasonalCampaignRoutes(app: FastifyInstance): void {
  const { seasonalCampaign: can } = PERMISSIONS;
  catalogueRoutes(app, {
    answers: { page: SeasonalCampaignPage, detail: SeasonalCampaignRow },
    listing: {
      ordering: CAMPAIGN_ORDERING,
      filters: SeasonalCampaignFilters,
      filtersOf: (query: { is_active?: 0 | 1 }) => ({ isActive: activeFilter(query.is_active) }),
    },
    list: { path: API_PATHS.seasonalCampaigns, permission: can.viewList, run: listCampaigns },
    get: { path: API_PATHS.seasonalCampaignOne, permission: can.viewList, run: getCampaign },
    create: { path: API_PATHS.seasonalCampaigns, permission: can.add, body: SeasonalCampaignBody, run: createCampaign },
    update: { path: API_PATHS.seasonalCampaignOne, permission: can.edit, body: SeasonalCampaignPatchBody, run: updateCampaign },
    activation: {
      activatePath: API_PATHS.seasonalCampaignActivate,
      deactivatePath: API_PATHS.seasonalCampaignDeactivate,
      permission: can.activate,
      run: setCampaignActive,
    },
    remove: { path: API_PATHS.seasonalCampaignOne, permission: can.delete, run: deleteCampaign },
  });
}
