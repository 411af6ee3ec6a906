import { ACCOUNT_DETAILS } from '@evax/shared/contract';
import type { ApiError } from '@evax/shared/runtime';

/**
 * The banner's key the profile chooses (spec 1 §8): a wrong one-time code ("Authentication
 * failed") shows AUTH.OTP.ERROR; otherwise the shared mapper's own choice.
 */
export function errorMessageKey(error: ApiError): string | undefined {
  return error.envelope?.detail === ACCOUNT_DETAILS.otpFailed ? 'AUTH.OTP.ERROR' : undefined;
}
