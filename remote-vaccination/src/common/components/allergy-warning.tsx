import { useState, type ReactNode } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { VACCINATION_ERROR_KEYS } from '@evax/shared/contract';
import { ApiError } from '@evax/shared/runtime';

/**
 * The allergy precaution of a vaccination form: once the server answers that an allergy of the
 * child's folder calls for caution with a vaccine, the form shows the warning and asks for the
 * confirmation (`warned` goes to the form's fields). `noticeRefusal` is called with every refusal.
 */
export function useAllergyWarning(): { warned: boolean; warning: ReactNode; noticeRefusal: (failed: unknown) => void } {
  const { t } = useTranslation();
  const [warned, setWarned] = useState(false);
  const warning = warned ? (
    <Alert type="warning" showIcon data-testid="allergy-warning" style={{ marginBottom: 16 }} title={t('VACCINATION.DOSE.ALLERGY_WARNING')} />
  ) : null;
  const noticeRefusal = (failed: unknown) => {
    if (failed instanceof ApiError && failed.envelope?.key === VACCINATION_ERROR_KEYS.allergyConfirmationRequired) setWarned(true);
  };
  return { warned, warning, noticeRefusal };
}
