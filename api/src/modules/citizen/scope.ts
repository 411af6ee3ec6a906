import type { Caller } from '../../http/context.js';
import { structureInScope, structureScopeOf } from '../structure/scope.js';

/**
 * Which children a caller sees: those registered at a structure of its scope (superuser, DSSB and
 * the national level: every child; a regional directorate: its governorate's; a health centre:
 * the children it registered). The query must alias the registering structure as s.
 */
export function visibleChildren(caller: Caller) {
  return structureInScope(structureScopeOf(caller));
}
