import { Alert } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@evax/shared/contract';
import { formatDate, usePermission, useResource } from '@evax/shared/runtime';
import { fetchMapiList } from '../api';
import { folderKey } from '../resource-keys';

/** A serious MAPI of the child, flagged on its card and its folder (the newest one said). */
export function SeriousMapiFlag({ evaxNumber }: { evaxNumber: string }) {
  const { t } = useTranslation();
  const allowed = usePermission(PERMISSIONS.medicalFolder.viewMapi);
  const { data } = useResource(allowed ? [...folderKey(evaxNumber), 'mapi'] : null, (signal) => fetchMapiList(evaxNumber, signal));
  const serious = data?.find((row) => row.serious);
  if (!serious) return null;
  return (
    <Alert
      type="error"
      showIcon
      icon={<WarningOutlined />}
      data-testid="serious-mapi-flag"
      title={t('CITIZEN.MAPI.FLAG.TITLE')}
      description={t('CITIZEN.MAPI.FLAG.MESSAGE', {
        date: formatDate(serious.date),
        criteria: serious.seriousCriteria.map((c) => t(`CITIZEN.MAPI.CRITERIA.${c}`)).join(', '),
      })}
    />
  );
}
