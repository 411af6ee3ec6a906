import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Image, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RegistrationRequestDetail } from '@evax/shared/contract';
import { saveFile, toApiError } from '@evax/shared/runtime';
import { PdfViewer } from '@evax/shared/ui';
import { fetchRequestFile } from '../api';

/**
 * The request's supporting file, fetched with the session: a picture shown inline, a PDF page by
 * page (react-pdf, the shared viewer), and a download button for both.
 */
export function SupportingFileView({ request, name }: { request: RegistrationRequestDetail; name: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<{ blob: Blob; url: string } | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchRequestFile(request.id, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setFile({ blob, url });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setErrorKey(toApiError(error).key);
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [request.id]);

  if (errorKey) return <Alert type="error" showIcon title={t(errorKey)} />;
  if (!file) return <Spin aria-label={t('CITIZEN.REGISTRATION.FILE_LOADING')} />;
  return (
    <Flex vertical gap="small" align="start">
      {request.file.type === 'application/pdf' ? (
        <PdfViewer url={file.url} width={560} />
      ) : (
        <Image src={file.url} alt={t('CITIZEN.REGISTRATION.FILE_IMAGE_ALT', { name })} style={{ maxWidth: '100%', maxHeight: 480 }} />
      )}
      <Button icon={<DownloadOutlined />} onClick={() => saveFile({ blob: file.blob, fileName: request.file.name })}>
        {t('CITIZEN.REGISTRATION.ACTIONS.DOWNLOAD')}
      </Button>
    </Flex>
  );
}
