/** The citizen area's API paths (spec 2 §7 where it names them; ours where it is silent, docs/decisions.md). */
export const CITIZEN_API_PATHS = {
  childCreate: '/api/citizen/create_children',
  foreignChildCreate: '/api/citizen/foreign/create_children',
  childCreateForParent: '/api/citizen/registred/create_children',
  foreignChildCreateForParent: '/api/citizen/registered/foreign/create_children',
  parentLink: '/api/citizen/parents',
  checkParent: '/api/citizen/middle_office/check_parent',
  childSearch: '/api/citizen/evax_search',
  childSearchByPaper: '/api/citizen/evax_search/papers',
  childDetail: '/api/citizen/child/{param}',
  /** PUT: correct a child's fields (issue 30; spec 2 §7 names no call, ours). */
  childUpdate: '/api/citizen/child/{param}',
  childHistory: '/api/citizen/child/{param}/history',
  childDelete: '/api/citizen/{param}/{lang}',
  citizenList: '/api/citizen/citizens',
  citizenShow: '/api/citizen/citizens/{id}',
  /** PUT: correct a citizen's (parent's) names, identity papers and phone (issue 30; ours). */
  citizenUpdate: '/api/citizen/citizens/{id}',
  /** POST: merge another record of the same citizen into this one, which keeps the children (issue 30; ours). */
  citizenMerge: '/api/citizen/citizens/{id}/merge',
  citizenChildren: '/api/citizen/{param}/children',
  updatePhone: '/api/citizen/front_office/update-phone',
} as const;
