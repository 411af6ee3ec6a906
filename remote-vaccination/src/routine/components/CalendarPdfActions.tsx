import { useState } from 'react';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@evax/shared/runtime';
import { PdfDownloadButton, PdfViewer } from '@evax/shared/ui';
import { routineApi } from '../api';
import { CertificateDialog } from './CertificateDialog';
import { FhirExportButton } from './FhirExportButton';

const T = 'VACCINATION.ROUTINE.FOLDER';

/**
 * The child's vaccine calendar as a PDF (spec 2 §7 api/get_pdf), in the screen's language: the
 * kit's download button (3 tries 500 ms apart, then the error at the top right) and a preview;
 * beside them the FHIR R4 export of the child and its vaccination certificates (issue 35).
 */
export function CalendarPdfActions({ evaxNumber }: { evaxNumber: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [preview, setPreview] = useState<{ url?: string; failed?: boolean } | null>(null);
  const open = () => {
    setPreview({});
    routineApi.calendarPdf(evaxNumber, language).then(
      (blob) => setPreview((shown) => shown && { url: URL.createObjectURL(blob) }),
      () => setPreview((shown) => shown && { failed: true }),
    );
  };
  const close = () => {
    if (preview?.url) URL.revokeObjectURL(preview.url);
    setPreview(null);
  };
  return (
    <Space wrap>
      <PdfDownloadButton download={() => routineApi.calendarPdf(evaxNumber, language)} fileName={`calendrier-vaccinal-${evaxNumber}-${language}.pdf`} />
      <Button icon={<EyeOutlined />} onClick={open}>
        {t(`${T}.PREVIEW_PDF`)}
      </Button>
      <FhirExportButton evaxNumber={evaxNumber} />
      <CertificateDialog evaxNumber={evaxNumber} />
      <Modal open={preview !== null} onCancel={close} footer={null} width={640} title={t(`${T}.PREVIEW_PDF`)} destroyOnHidden>
        {preview?.failed ? (
          <Alert type="error" showIcon title={t('ERROR.CODE.PDF_GENERATION_FAILED')} />
        ) : preview?.url ? (
          <PdfViewer url={preview.url} width={580} />
        ) : (
          <Spin />
        )}
      </Modal>
    </Space>
  );
}
