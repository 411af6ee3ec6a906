import { ACCOUNT_DETAILS } from '@evax/shared/contract';
import type { ApiError } from '@evax/shared/runtime';

/** The message of a failed call: spec 1 §8, a wrong one-time code ("Authentication failed") shows AUTH.OTP.ERROR. */
export function errorMessageKey(error: ApiError): string {
  return error.envelope?.detail === ACCOUNT_DETAILS.otpFailed ? 'AUTH.OTP.ERROR' : error.key;
}
