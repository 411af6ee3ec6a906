import { useState } from 'react';
import { Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { notify, saveFile } from '@evax/shared/runtime';
import { readTableQuery } from '@evax/shared/ui';
import type { ListQuery } from '@evax/shared/contract';
import type { DownloadedFile, ExportFormat } from '../files';

interface ListExportProps {
  /** The entity's export call (exportDcis, exportSpecialties). */
  exportFile: (query: ListQuery, format: ExportFormat) => Promise<DownloadedFile>;
}

/** Export buttons of a reference list: the list's search, active filter and ordering, CSV or XLSX. */
export function ListExport({ exportFile }: ListExportProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      saveFile(await exportFile(readTableQuery(params, { activeFilter: true }), format));
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space.Compact>
      <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void download('csv')}>
        {t('REFERENCE.FILES.EXPORT_CSV')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => void download('xlsx')}>
        {t('REFERENCE.FILES.EXPORT_XLSX')}
      </Button>
    </Space.Compact>
  );
}
