import { useState } from 'react';
import { Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { notify, saveFile, type DownloadedFile } from '@evax/shared/runtime';
import type { ListFilter } from '../list-filters.js';
import { readTableQuery } from '../list-query.js';
import type { ListQuery } from '@evax/shared/contract';
import type { ExportFormat } from './list-files.js';

interface ListExportProps {
  /** The entity's export call (exportDcis, exportSpecialties). */
  exportFile: (query: ListQuery, format: ExportFormat) => Promise<DownloadedFile>;
  /** The list's filters (PagedTable's), whose values in the URL go with the export. */
  filters?: readonly ListFilter[];
  /** Whether the list has the active / inactive toggle (the catalogues: yes, by default). */
  activeFilter?: boolean;
}

/** Export buttons of a list: the list's search, filters and ordering, CSV or XLSX. */
export function ListExport({ exportFile, filters = [], activeFilter = true }: ListExportProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      saveFile(await exportFile(readTableQuery(params, { activeFilter, filters }), format));
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space.Compact>
      <Button icon={<DownloadOutlined />} loading={busy === 'csv'} onClick={() => void download('csv')}>
        {t('COMMON.FILES.EXPORT_CSV')}
      </Button>
      <Button icon={<DownloadOutlined />} loading={busy === 'xlsx'} onClick={() => void download('xlsx')}>
        {t('COMMON.FILES.EXPORT_XLSX')}
      </Button>
    </Space.Compact>
  );
}
