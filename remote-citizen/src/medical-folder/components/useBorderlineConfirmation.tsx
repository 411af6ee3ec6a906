import type { ReactElement } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { MEDICAL_FOLDER_ERROR_KEYS } from '@evax/shared/contract';
import { toApiError } from '@evax/shared/runtime';

/** Is this failure the server's "borderline value, confirm it" (409)? */
export const isBorderlineRefusal = (failure: unknown): boolean => {
  const error = toApiError(failure);
  return error.status === 409 && error.key === MEDICAL_FOLDER_ERROR_KEYS.borderlineMetric;
};

/**
 * Sends a measurement; when the server answers that a value is borderline (beyond ±3 SD), asks
 * the user to confirm it and sends it again with the confirmation. Declined: the refusal shows on
 * the form's fields. Render `holder` in the tab.
 */
export function useBorderlineConfirmation(): { send: (save: (confirmBorderline: boolean) => Promise<unknown>) => Promise<unknown>; holder: ReactElement } {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const send = async (save: (confirmBorderline: boolean) => Promise<unknown>) => {
    try {
      return await save(false);
    } catch (failure) {
      if (!isBorderlineRefusal(failure)) throw failure;
      const confirmed = await modal.confirm({
        title: t('CITIZEN.MEDICAL_FOLDER.BORDERLINE.TITLE'),
        content: t('CITIZEN.MEDICAL_FOLDER.BORDERLINE.MESSAGE'),
        okText: t('CITIZEN.MEDICAL_FOLDER.BORDERLINE.CONFIRM'),
        cancelText: t('COMMON.ACTIONS.CANCEL'),
      });
      if (!confirmed) throw failure;
      return save(true);
    }
  };
  return { send, holder };
}
