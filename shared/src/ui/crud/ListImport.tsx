import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Modal, Radio, Table, Upload, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMPORT_MODES, REFERENCE_LIMITS, type ImportMode, type ImportReport, type ImportRowResult } from '@evax/shared/contract';
import { toApiError, type ApiError } from '@evax/shared/runtime';

interface ListImportProps {
  /** The entity's import call (importDcis, importSpecialties). */
  importFile: (file: File, mode: ImportMode) => Promise<ImportReport>;
  /** The dialog's title, a translation key. */
  titleKey: string;
  /** The report's key column (the row's natural key: DCI name, PCT code), a translation key. */
  keyColumnKey: string;
  /** After an import that wrote something, so the list reloads. */
  onImported: () => void;
}

/** The import button of a list: a CSV or XLSX file, the mode, then the per-row report. */
export function ListImport({ importFile, titleKey, keyColumnKey, onImported }: ListImportProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('all_or_nothing');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const close = () => {
    setOpen(false);
    setFile(null);
    setError(null);
    setReport(null);
  };

  const send = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const received = await importFile(file, mode);
      setReport(received);
      if (received.committed) onImported();
    } catch (failure) {
      setError(toApiError(failure));
    } finally {
      setBusy(false);
    }
  };

  const tooLarge = file !== null && file.size > REFERENCE_LIMITS.importMaxBytes;

  const columns: TableColumnsType<ImportRowResult> = [
    { key: 'row', dataIndex: 'row', title: t('COMMON.FILES.ROW') },
    { key: 'key', dataIndex: 'key', title: t(keyColumnKey) },
    { key: 'status', dataIndex: 'status', title: t('COMMON.COLUMNS.STATUS'), render: (status: string) => t(`COMMON.FILES.STATUS.${status}`, status) },
    {
      key: 'detail',
      title: t('COMMON.FILES.DETAIL'),
      render: (_: unknown, row: ImportRowResult) =>
        [
          ...Object.entries(row.fields ?? {}).flatMap(([field, errors]) => errors.map((fieldError) => `${field}: ${t(fieldError.key)}`)),
          ...(row.fields ? [] : row.detail ? [row.detail] : []),
        ].join(' · '),
    },
  ];

  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('COMMON.FILES.IMPORT')}
      </Button>
      <Modal
        open={open}
        title={t(titleKey)}
        onCancel={close}
        width={720}
        destroyOnHidden
        footer={
          report ? (
            <Button type="primary" onClick={close}>
              {t('COMMON.FILES.CLOSE')}
            </Button>
          ) : (
            <Flex gap="small" justify="end">
              <Button onClick={close}>{t('COMMON.ACTIONS.CANCEL')}</Button>
              <Button type="primary" loading={busy} disabled={!file || tooLarge} onClick={() => void send()}>
                {t('COMMON.FILES.SEND')}
              </Button>
            </Flex>
          )
        }
      >
        {report ? (
          <Flex vertical gap="middle">
            <Alert
              type={report.committed ? (report.rejected > 0 ? 'warning' : 'success') : 'error'}
              showIcon
              title={t(report.committed ? 'COMMON.FILES.COMMITTED' : 'COMMON.FILES.NOT_COMMITTED')}
            />
            <Descriptions size="small" column={3} bordered>
              <Descriptions.Item label={t('COMMON.FILES.TOTAL')}>{report.total}</Descriptions.Item>
              <Descriptions.Item label={t('COMMON.FILES.STATUS.created')}>{report.created}</Descriptions.Item>
              <Descriptions.Item label={t('COMMON.FILES.STATUS.updated')}>{report.updated}</Descriptions.Item>
              <Descriptions.Item label={t('COMMON.FILES.STATUS.unchanged')}>{report.unchanged}</Descriptions.Item>
              <Descriptions.Item label={t('COMMON.FILES.STATUS.rejected')}>{report.rejected}</Descriptions.Item>
            </Descriptions>
            {report.ignoredColumns.length > 0 && (
              <Alert type="info" showIcon title={t('COMMON.FILES.IGNORED_COLUMNS', { columns: report.ignoredColumns.join(', ') })} />
            )}
            <Table<ImportRowResult>
              size="small"
              columns={columns}
              dataSource={report.rows.filter((row) => row.status === 'rejected')}
              rowKey="row"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={{ emptyText: t('COMMON.FILES.NO_REJECTED') }}
            />
          </Flex>
        ) : (
          <Flex vertical gap="middle">
            <Upload
              accept=".csv,.xlsx"
              maxCount={1}
              beforeUpload={(chosen) => {
                setFile(chosen);
                return false;
              }}
              onRemove={() => setFile(null)}
              fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
            >
              <Button icon={<UploadOutlined />}>{t('COMMON.FILES.CHOOSE')}</Button>
            </Upload>
            {tooLarge && <Alert type="error" showIcon title={t('COMMON.FILES.TOO_LARGE', { size: REFERENCE_LIMITS.importMaxBytes / 1024 / 1024 })} />}
            <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as ImportMode)}>
              {IMPORT_MODES.map((value) => (
                <Radio key={value} value={value}>
                  {t(`COMMON.FILES.MODE.${value}`)}
                </Radio>
              ))}
            </Radio.Group>
            {error && <Alert type="error" showIcon title={t(error.key)} />}
          </Flex>
        )}
      </Modal>
    </>
  );
}
