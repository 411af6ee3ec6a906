/** The citizen screens (spec 2 §2). */
export const CITIZEN_ROUTES = {
  childList: '/admin/child/list',
  childAdd: '/admin/child/add',
  childSearch: '/admin/child/search',
  /** A child's card, by evax number. */
  childCard: '/admin/child/show/:param',
  parentAdd: '/admin/parent/add',
  citizenList: '/admin/citoyen',
  mapiList: '/admin/mapi',
} as const;
