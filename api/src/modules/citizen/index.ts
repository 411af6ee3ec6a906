/**
 * The citizen module's door: what other modules may use (lint: evax-api/module-door). The child
 * gate first: every area that works on a child reaches it through visibleChildOr404, and lists of
 * children's records scope their rows with childInScope.
 */
export { childInScope, visibleChildOr404, type VisibleChild } from './visible-child.js';
export { CHILD_NAME_COLUMNS, CHILD_ORDERING, filteredChildren, selectChildColumns, toChildNames, toChildRow, visibleChildIds } from './queries.js';
export { childrenOfParent } from './citizen-service.js';
export {
  assertParentAvailable,
  citizenWithPhone,
  givePhoneOnRecord,
  insertParent,
  isCitizenVisible,
  parentSummary,
  registeredCitizenOf,
  updateParentPhone,
  type IdentityPaper,
  type RegisteredCitizen,
} from './parent-service.js';
export { childIdsBornBetween, childrenByGovernorate } from './dashboard-queries.js';
