import { AREA_LINKS } from '@evax/shared/contract';
/** The area's client routes: its own, in its own package (the host learns their prefixes from area.json). */

/** The citizen screens (spec 2 §2); `:name` segments are filled with apiPath(). */
export const CITIZEN_ROUTES = {
  childList: '/admin/child/list',
  childAdd: '/admin/child/add',
  childSearch: '/admin/child/search',
  /** A child's card, by its evax number (nine digits; the static routes above win over it). */
  childCard: '/admin/child/:evaxNumber',
  parentAdd: '/admin/parent/add',
  citizenList: '/admin/citoyen',
  /** A citizen (parent) and their children, by the citizen's id. */
  citizenShow: '/admin/citoyen/:id',
  mapiList: '/admin/mapi',
  /** A child's medical folder (spec 2 §2: /mapi/{param}, nine digits); its pages come with the medical-folder issue. */
  medicalFolder: '/admin/mapi/:evaxNumber',
} as const;

/** The registration requests' screens (the spec shows no route: ours). */
export const REGISTRATION_ROUTES = {
  requestList: AREA_LINKS.registrationRequestList,
  requestShow: '/admin/subscription-requests/:id',
} as const;

/** The medical folder's screens beside CITIZEN_ROUTES.medicalFolder (/admin/mapi/:evaxNumber, the folder itself). */
export const MEDICAL_FOLDER_ROUTES = {
  /** The four WHO growth charts of a child (a page of its own: the charts library loads with it only). */
  growthCharts: '/admin/mapi/:evaxNumber/growth-charts',
  /** The serious MAPI reports of the children the user sees (the whole country at national level). */
  seriousMapi: AREA_LINKS.seriousMapiList,
} as const;
