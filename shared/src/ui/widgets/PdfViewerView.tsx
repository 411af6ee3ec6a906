import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Document, Page } from 'react-pdf';
import { useTranslation } from 'react-i18next';
import { isRightToLeft, useLanguage } from '@evax/shared/runtime';
import './pdf-worker.js';
import type { PdfViewerProps } from './PdfViewer.js';

/** react-pdf and pdf.js, loaded with the first PDF shown (see PdfViewer). */
export default function PdfViewerView({ url, width = 480 }: PdfViewerProps) {
  const { t } = useTranslation();
  const rtl = isRightToLeft(useLanguage());
  const [count, setCount] = useState(0);
  const [page, setPage] = useState(1);
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const [room, setRoom] = useState(width);
  // The page is drawn as wide as the room it has, `width` at the most: a phone's screen is narrower.
  useEffect(() => {
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => entry && setRoom(Math.floor(entry.contentRect.width)));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame]);
  return (
    <Flex vertical gap="small" align="start" className="evax-pdf-viewer" ref={setFrame} style={{ width: '100%', maxWidth: width }}>
      <Document
        file={url}
        onLoadSuccess={({ numPages }) => {
          setCount(numPages);
          setPage(1);
        }}
        loading={<Typography.Text type="secondary">{t('WIDGETS.DETAIL.LOADING')}</Typography.Text>}
        error={<Alert type="error" showIcon title={t('WIDGETS.DETAIL.PDF_FAILED')} />}
      >
        <Page pageNumber={page} width={Math.min(width, room || width)} renderTextLayer={false} renderAnnotationLayer={false} />
      </Document>
      {count > 1 && (
        <Flex gap="small" align="center">
          <Button
            size="small"
            icon={rtl ? <RightOutlined /> : <LeftOutlined />}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            aria-label={t('WIDGETS.CALENDAR.PREVIOUS')}
          />
          <Typography.Text>{t('WIDGETS.DETAIL.PAGE', { page, count })}</Typography.Text>
          <Button
            size="small"
            icon={rtl ? <LeftOutlined /> : <RightOutlined />}
            disabled={page >= count}
            onClick={() => setPage(page + 1)}
            aria-label={t('WIDGETS.CALENDAR.NEXT')}
          />
        </Flex>
      )}
    </Flex>
  );
}
