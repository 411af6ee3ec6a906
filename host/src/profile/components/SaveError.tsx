import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@evax/shared/runtime';
import { errorMessageKey } from '../form-errors';

/** Why a save was refused, above the form. */
export function SaveError({ error }: { error: ApiError | null }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <Alert type="error" showIcon role="alert" title={t(errorMessageKey(error))} style={{ marginBlockEnd: 16 }} />;
}
