import { useState } from 'react';
import { Button, notification } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DELAYS_MS } from '@evax/shared/contract';
import { routineApi } from '../api';

const T = 'VACCINATION.ROUTINE.FOLDER';

/** The child and its given doses as a FHIR R4 Bundle (issue 35), saved as a file; a failure says so at the top right. */
export function FhirExportButton({ evaxNumber }: { evaxNumber: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [notifications, holder] = notification.useNotification({ placement: 'topRight', duration: DELAYS_MS.toast / 1000 });
  const run = async () => {
    setBusy(true);
    try {
      await routineApi.fhirExport(evaxNumber);
    } catch {
      notifications.error({ title: t(`${T}.FHIR_EXPORT_FAILED`) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {holder}
      <Button icon={<ExportOutlined />} loading={busy} onClick={() => void run()}>
        {t(`${T}.FHIR_EXPORT`)}
      </Button>
    </>
  );
}
