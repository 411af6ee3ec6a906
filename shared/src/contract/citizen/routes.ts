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
