/** The area's client routes: its own, in its own package (the host learns their prefixes from area.json). */

/**
 * The reference screens (spec 3 §2). Specialty creation is under the list path, not the spec's
 * /admin/add/new, which the DCI form already owns (docs/decisions.md, "Reference data").
 */
export const REFERENCE_ROUTES = {
  dciList: '/admin/dci',
  dciAdd: '/admin/add/new',
  dciEdit: '/admin/edit/:id/dci',
  dciShow: '/admin/dci/:id/show',
  dciSpecialties: '/admin/dci/speciality/:id/show',
  specialtyList: '/admin/specialtie',
  specialtyAdd: '/admin/specialtie/add/new',
  specialtyEdit: '/admin/edit/:id/specialtie',
  specialtyShow: '/admin/specialtie/:id',
  lists: '/admin/lists',
  listAdd: '/admin/lists/new',
  listEdit: '/admin/lists/:id/edit',
  listShow: '/admin/lists/:id/show',
  /** Ours: the seasonal campaigns (docs/decisions.md, "Seasonal campaigns"). */
  seasonalCampaignList: '/admin/seasonal-campaign',
  seasonalCampaignAdd: '/admin/seasonal-campaign/new',
  seasonalCampaignEdit: '/admin/seasonal-campaign/:id/edit',
  seasonalCampaignShow: '/admin/seasonal-campaign/:id/show',
} as const;
