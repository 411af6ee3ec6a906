import type { ChildWithNewParentRequest, ChildWithParentRequest, FieldError, ParentRole } from '@evax/shared/contract';
import { ApiError, i18n, toApiError } from '@evax/shared/runtime';
import type { FormValues } from '@evax/shared/ui';
import { formMessage } from '@evax/shared/validation';
import { checkOutcome, newParentBody } from '../../../common/parent-step/parent-fields';
import type { ParentStepValues } from '../../../common/parent-step/ParentStep';
import { childBody } from './child-fields';

/** The add-child form's values: step 1 at `child`, step 2 at the top (paper, check, parent, role). */
export interface ChildAddValues extends ParentStepValues {
  child: FormValues;
}

/** Both steps in one request (docs/decisions.md "Citizen area (API)"): the registered parent's id, or the new parent. */
export function childAddRequest(values: ChildAddValues, confirmNotDuplicate = false): ChildWithNewParentRequest | ChildWithParentRequest {
  const child = childBody(values.child);
  const role = values.role as ParentRole;
  const found = checkOutcome(values.paper, values.check) === 'exists' ? values.check.found : null;
  const extra = confirmNotDuplicate ? { confirmNotDuplicate: true } : {};
  return found ? { child, parent: found.id, role, ...extra } : { child, parent: newParentBody(values.parent, values.paper), role, ...extra };
}

/**
 * A refusal of the final save, for step 2's form: the parent's and the role's field errors stay on
 * their fields; one about the child (step 1, not shown) or the link becomes the banner, said as
 * the child's step.
 */
export function refusalForParentStep(failure: unknown): unknown {
  const error = toApiError(failure);
  const fields = error.envelope?.fields as Record<string, FieldError[]> | undefined;
  if (!fields) return error;
  const elsewhere = Object.entries(fields).find(([path]) => !path.startsWith('parent.') && path !== 'role');
  if (!elsewhere) return error;
  const [path, [first]] = elsewhere as [string, FieldError[]];
  const message = first ? formMessage(first.key, first.params) : error.key;
  const key = path.startsWith('child.')
    ? formMessage('CITIZEN.CHILD_ADD.CHILD_STEP_ERROR', { message: i18n.t(first?.key ?? error.key, first?.params) })
    : message;
  return new ApiError({ status: error.status, envelope: { detail: error.envelope!.detail, key }, message: error.message });
}
