import type { TFunction } from 'i18next';
import { ACCOUNT_DETAILS } from '@evax/shared/contract';
import { i18n, toApiError } from '@evax/shared/runtime';

/**
 * The message of a failed code check (spec 1 §8): "Authentication failed" shows AUTH.OTP.ERROR;
 * otherwise the server's detail, in the user's language when its key has a translation.
 */
export function otpErrorText(error: unknown, t: TFunction): string {
  const apiError = toApiError(error);
  const detail = apiError.envelope?.detail;
  if (detail === ACCOUNT_DETAILS.otpFailed) return t('AUTH.OTP.ERROR');
  if (i18n.exists(apiError.key)) return t(apiError.key);
  return detail ?? t(apiError.key);
}
