import { Alert } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type MedicalFolderSummary } from '@evax/shared/contract';
import { formatDate, usePermission, useResource } from '@evax/shared/runtime';
import { AllergyBanner } from '@evax/shared/ui';
import { fetchAllergies, folderKey } from '../api/medical-folder-api';

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

/** The allergy banner of a child, loaded by evax number (the card, the folder), for users who may see allergies. */
export function ChildAllergyBanner({ evaxNumber }: { evaxNumber: string }) {
  const allowed = usePermission(PERMISSIONS.medicalFolder.viewAllergy);
  const { data } = useResource(allowed ? [...folderKey(evaxNumber), 'allergies'] : null, (signal) => fetchAllergies(evaxNumber, signal));
  return <AllergyBanner allergies={data ?? []} />;
}
