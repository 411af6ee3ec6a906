import { useState, type ReactNode } from 'react';
import { Button, notification } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DELAYS_MS } from '@evax/shared/contract';
import { saveFile } from '@evax/shared/runtime';
import { PDF_RETRY_POLICY, withRetries, type RetryPolicy } from './widget-rules.js';

export interface PdfDownloadButtonProps {
  /** Produces the PDF (a Blob) or does the download itself; thrown errors are retried. */
  download: () => Promise<Blob | void>;
  /** The saved file's name, when `download` returns a Blob. */
  fileName?: string;
  children?: ReactNode;
  policy?: RetryPolicy;
}

/**
 * A PDF export with a spinner, retried 3 times at 500 ms (spec 1 §4.5); then
 * GENERAL.ERROR_DOWNLOAD_PDF at the top right.
 */
export function PdfDownloadButton({ download, fileName = 'document.pdf', children, policy = PDF_RETRY_POLICY }: PdfDownloadButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [notifications, holder] = notification.useNotification({ placement: 'topRight', duration: DELAYS_MS.toast / 1000 });
  const run = async () => {
    setBusy(true);
    try {
      const blob = await withRetries(download, policy);
      if (blob) saveFile({ blob, fileName });
    } catch {
      notifications.error({ title: t('GENERAL.ERROR_DOWNLOAD_PDF'), placement: 'topRight' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {holder}
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
        {children ?? t('GENERAL.DOWNLOAD_PDF')}
      </Button>
    </>
  );
}
