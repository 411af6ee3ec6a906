import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { vaccinationApi } from '../api';

/** A recorded dose's supporting file, named; a click saves it. */
export function SupportingFileLink({ id, fileName }: { id: number; fileName: string }) {
  const { t } = useTranslation();
  return (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => void vaccinationApi.downloadFile(id)}>
      {t('VACCINATION.RECORD.FILE')} : <bdi>{fileName}</bdi>
    </Button>
  );
}
