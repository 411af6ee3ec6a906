import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ImportMode, ImportReport, ListQuery, Permission } from '@evax/shared/contract';
import { Can, type DownloadedFile } from '@evax/shared/runtime';
import { ListExport } from './ListExport.js';
import { ListImport } from './ListImport.js';
import type { ExportFormat } from './list-files.js';

export interface ListToolbarProps {
  /** The entity's export call: the CSV and XLSX buttons, for whoever reads the list. */
  exportFile?: (query: ListQuery, format: ExportFormat) => Promise<DownloadedFile>;
  /** The entity's import: shown to a caller with all of `permission` (an import both creates and updates). */
  importer?: {
    importFile: (file: File, mode: ImportMode) => Promise<ImportReport>;
    permission: Permission | readonly Permission[];
    /** The dialog's title and the report's key column, translation keys. */
    titleKey: string;
    keyColumnKey: string;
    onImported: () => void;
  };
  /** The New button: its label, the add page, the permission it needs. */
  create?: { labelKey: string; path: string; permission: Permission };
}

/** The buttons beside a list's search box: export, import, New; each under its permission. */
export function ListToolbar({ exportFile, importer, create }: ListToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      {exportFile && <ListExport exportFile={exportFile} />}
      {importer && (
        <Can permission={importer.permission}>
          <ListImport importFile={importer.importFile} titleKey={importer.titleKey} keyColumnKey={importer.keyColumnKey} onImported={importer.onImported} />
        </Can>
      )}
      {create && (
        <Can permission={create.permission}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(create.path)}>
            {t(create.labelKey)}
          </Button>
        </Can>
      )}
    </>
  );
}
