import { useState } from 'react';
import { Alert, Button, Modal, Popconfirm, Space, Spin, Table } from 'antd';
import { EyeOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type IssuedCertificate } from '@evax/shared/contract';
import { invalidate, notify, useLanguage, usePermission, useResource } from '@evax/shared/runtime';
import { LtrText, PdfDownloadButton, PdfViewer } from '@evax/shared/ui';
import { ROUTINE_KEY, routineApi } from '../api';

const T = 'VACCINATION.ROUTINE.CERTIFICATE';
const certificatesKey = (evaxNumber: string) => [...ROUTINE_KEY, 'certificates', evaxNumber];
const issuedAt = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');

/** The PDF of one certificate, shown in the dialog (its QR code is what a phone scans). */
function CertificatePreview({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error } = useResource([...ROUTINE_KEY, 'certificate-pdf', id, language], () =>
    routineApi.certificatePdf(id, language).then((blob) => URL.createObjectURL(blob)),
  );
  if (error) return <Alert type="error" showIcon title={t('ERROR.CODE.PDF_GENERATION_FAILED')} />;
  return data ? <PdfViewer url={data} width={600} /> : <Spin />;
}

/**
 * A child's vaccination certificates (issue 35): issue one (its QR code carries a statement the
 * server signs, checked by anyone on /verify), reissue one (its own permission; the earlier ones
 * stay valid), download or preview each in the screen's language.
 */
function CertificateList({ evaxNumber }: { evaxNumber: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const mayIssue = usePermission(PERMISSIONS.vaccination.issueCertificate);
  const mayReissue = usePermission(PERMISSIONS.vaccination.reissueCertificate);
  const { data, error } = useResource(certificatesKey(evaxNumber), (signal) => routineApi.certificates(evaxNumber, signal));
  const [shown, setShown] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (error) return <Alert type="error" showIcon title={t(error.key)} />;
  if (!data) return <Spin />;
  const issue = async () => {
    setBusy(true);
    try {
      const issued = await routineApi.issueCertificate(evaxNumber);
      notify.success(`${T}.ISSUED`);
      invalidate(certificatesKey(evaxNumber));
      setShown(issued.id);
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setBusy(false);
    }
  };
  const issueButton = (label: string) => (
    <Button type="primary" icon={<SafetyCertificateOutlined />} loading={busy} onClick={data.length === 0 ? () => void issue() : undefined}>
      {t(label)}
    </Button>
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <p style={{ margin: 0 }}>{t(`${T}.INTRO`)}</p>
      {data.length === 0
        ? mayIssue && issueButton(`${T}.ISSUE`)
        : mayReissue && (
            <Popconfirm title={t(`${T}.REISSUE_CONFIRM`)} okText={t(`${T}.REISSUE`)} cancelText={t('COMMON.ACTIONS.CANCEL')} onConfirm={() => issue()}>
              {issueButton(`${T}.REISSUE`)}
            </Popconfirm>
          )}
      <Table<IssuedCertificate>
        rowKey="id"
        size="small"
        dataSource={data}
        pagination={false}
        locale={{ emptyText: t(`${T}.NONE`) }}
        columns={[
          { key: 'at', title: t(`${T}.ISSUED_AT`), render: (_, c) => <LtrText>{issuedAt(c.issuedAt)}</LtrText> },
          { key: 'by', title: t(`${T}.ISSUED_BY`), render: (_, c) => c.issuedBy ?? '' },
          { key: 'doses', title: t(`${T}.DOSES`), dataIndex: 'doseCount' },
          {
            key: 'actions',
            title: t(`${T}.ACTIONS`),
            render: (_, c) => (
              <Space wrap>
                <Button icon={<EyeOutlined />} aria-pressed={shown === c.id} onClick={() => setShown(c.id)}>
                  {t(`${T}.PREVIEW`)}
                </Button>
                <PdfDownloadButton
                  download={() => routineApi.certificatePdf(c.id, language)}
                  fileName={`certificat-vaccination-${evaxNumber}-${language}.pdf`}
                />
              </Space>
            ),
          },
        ]}
      />
      {shown && <CertificatePreview key={shown} id={shown} />}
    </Space>
  );
}

/** The booklet's "vaccination certificate" button and its dialog. */
export function CertificateDialog({ evaxNumber }: { evaxNumber: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<SafetyCertificateOutlined />} onClick={() => setOpen(true)}>
        {t(`${T}.OPEN`)}
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} width={680} title={t(`${T}.TITLE`)} destroyOnHidden>
        <CertificateList evaxNumber={evaxNumber} />
      </Modal>
    </>
  );
}
