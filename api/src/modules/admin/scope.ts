import { HTTP_ERROR_KEYS, mayGiveRole } from '@evax/shared/contract';
import type { Caller } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { isStructureInScope, structureScopeOf, type ScopedStructure } from '../structure/index.js';

/** 403 on `structures`: a structure outside the caller's scope, or a role above its own. */
const outOfScope = (detail: string) =>
  new ApiError(403, {
    detail,
    key: HTTP_ERROR_KEYS.FORBIDDEN,
    fields: { structures: [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }] },
  });

export interface Assignment {
  structure: ScopedStructure;
  role: { code: string; permissions: readonly string[] };
}

/**
 * A new account's structures must all lie in the caller's scope, and its roles be ones the
 * caller may give; below national scope it needs one structure at least (else no one but the
 * national level could see it).
 */
export function assertMayAssign(caller: Caller, assignments: readonly Assignment[]): void {
  const scope = structureScopeOf(caller);
  if (scope.kind !== 'national' && assignments.length === 0) throw outOfScope('The new account must work at a structure of your scope');
  for (const { structure, role } of assignments) {
    if (!isStructureInScope(scope, structure)) throw outOfScope(`Structure ${structure.id} is outside your scope`);
    if (!mayGiveRole(caller, role.permissions)) throw outOfScope(`You may not give the role ${role.code}`);
  }
}
