import { Alert } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MedicalFolderSummary } from '@evax/shared/contract';
import { formatDate } from '@evax/shared/runtime';

/** "Closed on ... by ...: reason" over a closed folder (read-only). */
export function ClosedNotice({ folder }: { folder: MedicalFolderSummary }) {
  const { t } = useTranslation();
  if (!folder.closed) return null;
  return (
    <Alert
      type="info"
      showIcon
      icon={<LockOutlined />}
      data-testid="folder-closed"
      title={t('CITIZEN.MEDICAL_FOLDER.CLOSED.TITLE')}
      description={t('CITIZEN.MEDICAL_FOLDER.CLOSED.MESSAGE', {
        date: formatDate(folder.closed.at),
        user: folder.closed.username ?? '—',
        reason: folder.closed.reason,
      })}
    />
  );
}
